import Testing
import ToolbarModel
import ToolbarScanner

/// A UIKit controller's locals are its methods' own (Fixtures/UIKitScopes: a class and an
/// extension in another file).
@Suite struct UIKitScopeTests {
    let result = Fixtures.uiKitScopes

    func screen() throws -> ScannedScreen {
        try #require(Fixtures.screen(result, "MailboxViewController"))
    }

    func command(_ key: String) throws -> Command {
        try #require(try screen().command(key)?.command, "no command \(key)")
    }

    @Test func everyInstalledItemOnceWithItsOwnTitle() throws {
        #expect(
            try screen().commands.map(\.command.key)
                == [
                    "move", "select-all", "done-editing", "filter", "sort", "compose", "archive", "flag",
                    "unread-only", "refresh", "filter-2", "cancel", "select"
                ], "the extension's file name sorts first")
    }

    @Test func twoMethodsWithALocalOfOneNameReadTheirOwn() throws {
        // `items()` and `extraItems()` both return a local `x`.
        #expect(try command("compose").placement == .topBarTrailing)
        #expect(try command("archive").title == "Archive" && command("archive").placement == .topBarTrailing)
        #expect(try command("flag").title == "Flag" && command("flag").placement == .bottomBar)
    }

    @Test func aLocalHidesAPropertyOfItsNameOnlyInItsBody() throws {
        let local = try command("unread-only")
        #expect(local.title == "Unread Only" && local.placement == .topBarLeading, "viewDidLoad's `filter`")
        let property = try command("filter")
        #expect(property.title == "Filter" && property.symbol == "line.3.horizontal.decrease")
        #expect(property.placement == .topBarPinnedTrailing, "stopEditing() has no local `filter`")
        let selfFilter = try command("filter-2")
        #expect(selfFilter.title == "Filter" && selfFilter.placement == .topBarLeading, "`self.filter` beside a local")
    }

    @Test func aClosureSeesTheLocalsOfItsMethod() throws {
        #expect(try command("refresh").placement == .topBarLeading, "viewDidLoad's `refresh` in `async { … }`")
        let selectAll = try command("select-all")
        #expect(selectAll.placement == .topBarPinnedTrailing, "startEditing()'s `filter` in `animate { … }`")
    }

    @Test func theExtensionsMethodsReadTheirOwnLocals() throws {
        let move = try command("move")
        #expect(move.title == "Move" && move.symbol == "folder" && move.placement == .bottomBar)
        #expect(try command("done-editing").placement == .bottomBar)
        let lines = try screen().commands.filter { $0.location.file.hasSuffix("+Editing.swift") }
        #expect(lines.map(\.command.key) == ["move", "select-all", "done-editing", "sort"])
    }

    @Test func aLocalDeclaredWithoutAValueIsItsMethodsOwn() throws {
        // `let x: UIBarButtonItem` then `x = …`, in a method of the class and one of the extension.
        let sort = try command("sort")
        #expect(sort.title == "Sort" && sort.placement == .topBarLeading, "showSort()'s one value")
        let select = try #require(try screen().command("select"))
        #expect(select.command.placement == .topBarTrailing)
        #expect(select.condition == "!(count > 0)", "showSelection()'s last value, under its `else`")
        #expect(try screen().command("delete") == nil, "the branch before is not recorded: a guess, said below")
    }

    @Test func aPropertyOfTheAppsSuperclassAssignedInOneMethodIsSeenByAnother() throws {
        let screen = try #require(Fixtures.screen(result, "ArchiveViewController"))
        let close = try #require(screen.command("close")?.command)
        #expect(close.role == .close && close.placement == .topBarLeading)
    }

    @Test func anItemMadeInTheBranchThatInstallsItHasThatConditionOnce() throws {
        // DraftViewController: `let send` and its install under one `if`; `let attach` and
        // `toolbarItems = [attach]` in one `switch` case (the array path).
        let draft = try #require(Fixtures.screen(result, "DraftViewController"))
        #expect(draft.commands.map(\.command.key) == ["send", "attach"])
        let send = try #require(draft.command("send"))
        #expect(send.command.title == "Send" && send.command.placement == .topBarTrailing)
        #expect(send.condition == "compact", "not `compact && compact`")
        let attach = try #require(draft.command("attach"))
        #expect(attach.command.symbol == "paperclip" && attach.command.placement == .bottomBar)
        let condition = try #require(attach.condition)
        #expect(condition.hasPrefix("mode ") && !condition.contains("&&"), "the case's condition, once: \(condition)")
        let file = "UIKitScopes/DraftViewController.swift"
        #expect(!result.findings.contains { $0.location.file == file })
        let sites = result.sites.filter { $0.location.file == file }
        #expect(sites.count == 2 && sites.allSatisfy { $0.outcome == .full })
    }

    @Test func aNameGivenTwoValuesInOneBodyIsAGuessThatIsSaid() throws {
        let cancel = try #require(try screen().command("cancel"))
        #expect(cancel.condition == "active", "the last value given, under its `if`")
        let file = "UIKitScopes/MailboxViewController.swift"
        let guesses = result.findings.filter { $0.id == "unresolved-toolbar-content" && $0.location.file == file }
        #expect(guesses.map(\.location.line) == [39, 49], "where `search` and `x` are read")
        #expect(guesses.allSatisfy { $0.severity == .info })
        let search = try #require(guesses.first)
        #expect(search.message.contains("`search` is given more than one value (\(file):35, \(file):37)"))
        #expect(search.message.contains("the scanner reads only the last one given (\(file):37)"))
        #expect(guesses.last?.message.contains("`x` is given more than one value (\(file):45, \(file):47)") == true)
        for guess in guesses {
            let site = try #require(result.sites.first { $0.location == guess.location })
            #expect(site.outcome == .partial && site.reasons == ["several-values"])
        }
    }
    @Test func aNameDeclaredInEachOfTwoBranchesIsTwoNames() throws {
        // ComposeViewController: `let primary` under `if editing` and under `else`, `let tool` in
        // two `switch` cases, each installed where it is made.
        let compose = try #require(Fixtures.screen(result, "ComposeViewController"))
        let save = try #require(compose.command("save"))
        #expect(save.command.symbol == "checkmark" && save.command.placement == .topBarTrailing)
        #expect(save.condition == "editing")
        let edit = try #require(compose.command("edit"))
        #expect(edit.command.symbol == "pencil" && edit.condition == "!(editing)")
        let draw = try #require(compose.command("draw"))
        #expect(draw.command.placement == .bottomBar && draw.condition == "mode case 0")
        let erase = try #require(compose.command("erase"))
        #expect(erase.command.symbol == "eraser" && erase.command.placement == .bottomBar)
        let file = "UIKitScopes/ComposeViewController.swift"
        let sites = result.sites.filter { $0.location.file == file }
        #expect(sites.filter { $0.location.line < 29 }.allSatisfy { $0.outcome == .full }, "\(sites)")
    }

    @Test func aNameDeclaredInTheClausesOfAnUndecidedIfConfigIsTheMethodsAndSaidToBeAGuess() throws {
        // `#if DEBUG` declares `help` twice for the method: read after `#endif`, the last one given.
        let compose = try #require(Fixtures.screen(result, "ComposeViewController"))
        #expect(compose.command("help")?.command.placement == .topBarLeading)
        let file = "UIKitScopes/ComposeViewController.swift"
        let guesses = result.findings.filter { $0.id == "unresolved-toolbar-content" && $0.location.file == file }
        #expect(guesses.map(\.location.line) == [35], "only where `help` is read: \(guesses.map(\.message))")
    }

    @Test func aPropertyEmptiedLaterKeepsTheItemsItHeld() throws {
        // `shareItem = nil` in viewDidDisappear after viewDidLoad made and installed it: the
        // screen has the command, read without a guess (as an empty value given first is).
        let compose = try #require(Fixtures.screen(result, "ComposeViewController"))
        let share = try #require(compose.command("share"))
        #expect(share.command.symbol == "square.and.arrow.up" && share.command.placement == .topBarTrailing)
        let file = "UIKitScopes/ComposeViewController.swift"
        let site = try #require(result.sites.first { $0.location.file == file && $0.location.line == 43 })
        #expect(site.outcome == .full)
    }
}
