import Testing
import ToolbarModel
import ToolbarScanner

/// The shapes real apps write (issue 15), one fixture each in Fixtures/Shapes (SwiftUI and UIKit).
@Suite struct ShapesScanTests {
    static let result = Fixtures.scan(["Shapes"])

    static func screen(_ name: String) throws -> ScannedScreen {
        try #require(Fixtures.screen(result, name), "\(name) is a screen")
    }

    static func keys(_ name: String) throws -> [String] { try screen(name).commands.map(\.command.key) }

    static func findings(_ id: String, in file: String) -> [SourceFinding] {
        result.findings.filter { $0.id == id && $0.location.file == "Shapes/" + file }
    }

    // MARK: - 1, 2: #if and property reads in chains

    @Test func ifConfigIsDecidedForIOSAndTheToolbarSurvivesAPostfixIf() throws {
        let screen = try Self.screen("ConditionalChainView")
        #expect(screen.commands.map(\.command.key) == ["sort", "inspect-layout"], "macOS content is never on iOS")
        #expect(screen.screen.title == "Shelf", "the chain after the #if is read")
        let debug = try #require(screen.command("inspect-layout"))
        #expect(debug.command.branch?.condition == "#if DEBUG", "an undecided #if is an alternative")
        #expect(screen.command("sort")?.command.branch == nil)
    }

    @Test func aPropertyReadInAChainKeepsTheControl() throws {
        #expect(try Self.keys("PropertyInChainView") == ["publish"])
        #expect(try Self.screen("PropertyInChainView").command("publish")?.command.placement == .confirmationAction)
    }

    // MARK: - 3: custom ToolbarContent

    @Test func customToolbarContentIsFollowedToItsItems() throws {
        let screen = try Self.screen("PlayerView")
        #expect(screen.commands.map(\.command.key) == ["minimize", "previous", "next", "lyrics", "shuffle", "airplay"])
        let minimize = try #require(screen.command("minimize"))
        #expect(minimize.command.title == "Minimize", "the caller's argument is bound to the type's property")
        #expect(minimize.command.placement == .cancellationAction)
        #expect(minimize.location.file == "Shapes/SwiftUI/PlayerView.swift", "placed where the screen uses it")
        #expect(screen.command("next")?.command.group == "previous-next")
        #expect(!screen.commands.contains { $0.command.content == .custom }, "never a made-up custom view")
        #expect(screen.files.contains("Shapes/SwiftUI/PlayerToolbarItems.swift"))
        #expect(Fixtures.screen(Self.result, "DismissPlayerItem") == nil, "reusable content is no screen")
        #expect(screen.command("shuffle")?.command.placement == .secondaryAction, "a static builder of another type")
        #expect(screen.command("airplay")?.command.placement == .topBarTrailing, "a static builder property")
        let unresolved = Self.findings("unresolved-toolbar-content", in: "SwiftUI/PlayerView.swift")
        #expect(unresolved.count == 1 && unresolved[0].message.contains("ThirdPartyCastItem"))
    }

    // MARK: - 4: branches

    @Test func branchesAreAlternativesWithTheirConditions() throws {
        let screen = try Self.screen("BranchingEditorView")
        let done = try #require(screen.command("done")?.command.branch)
        let select = try #require(screen.command("select")?.command.branch)
        #expect(done.set == select.set && done.path == "1" && select.path == "2")
        #expect(select.condition == "!(isSelecting)")
        let undo = try #require(screen.command("undo")?.command.branch)
        #expect(undo.set == screen.command("edit")?.command.branch?.set && undo.path == "2")
        #expect(undo.condition == "mode case .editing")
        let share = try #require(screen.command("share")?.command.branch)
        #expect(share.fromOS == OSVersion(26) && share.beforeOS == nil)
        let legacyShare = try #require(screen.command("share-2")?.command.branch)
        #expect(legacyShare.beforeOS == OSVersion(26) && legacyShare.set == share.set)
        #expect(screen.command("inspector")?.command.sizeClassCondition == .regularWidth)
        #expect(screen.command("info")?.command.sizeClassCondition == .compactWidth)
        #expect(
            Self.findings("several-buttons-in-one-item", in: "SwiftUI/BranchingEditorView.swift").isEmpty,
            "two alternatives in one item are not two buttons")
        #expect(
            Self.findings("item-toggled-with-if", in: "SwiftUI/BranchingEditorView.swift").isEmpty,
            "items that swap for others do not come and go")
        // The solver shows one branch per set.
        let inventory = ScreenInventory(
            app: App(name: "A"), screen: screen.screen, groups: screen.groups,
            commands: screen.commands.map(\.command))
        let shown = BranchChoice.shown(inventory.commands, eligible: inventory.commands.map { _ in true }) { _ in 44 }
        let shownKeys = Set(inventory.commands.indices.filter { shown[$0] }.map { inventory.commands[$0].key })
        #expect(!(shownKeys.contains("done") && shownKeys.contains("select")))
    }

    // MARK: - 5: titles

    @Test func titlesAreTheCodesOwnLocalizedOrUnknown() throws {
        let screen = try Self.screen("TitlesGalleryView")
        let close = try #require(screen.command("close")?.command)
        #expect(close.title == "Close" && close.symbol == "xmark" && close.role == .close)
        let done = try #require(screen.command("done")?.command)
        #expect(done.title == "Done" && done.symbol == "checkmark" && done.role == .confirm)
        let edit = try #require(screen.command("edit")?.command)
        #expect(edit.title == "Edit" && edit.alternateTitle == "Done")
        let refresh = try #require(screen.command("refresh")?.command)
        #expect(refresh.title == "Refresh" && refresh.localizationKey == "toolbar.refresh")
        #expect(screen.command("archive-all")?.command.localizationKey == "toolbar.archive")
        #expect(screen.command("rotate")?.command.title == "Rotate", "a generated constant's fallback")
        #expect(screen.command("crop")?.command.localizationKey == "gallery.crop")
        let favorite = try #require(screen.command("favorite")?.command)
        #expect(favorite.content == .symbol && favorite.symbol == "star" && favorite.alternateSymbol == "star.fill")
        #expect(favorite.title == "Favorite", "an icon's title is its accessibility label")
        #expect(screen.command("reader-mode")?.command.title == "Reader Mode", "a constant named after a table key")
        let unknown = try #require(screen.command("document-title")?.command)
        #expect(unknown.titleUnknown && unknown.title.isEmpty)
        let escaped = try #require(screen.commands.first { $0.command.role == .destructive }?.command)
        #expect(escaped.title == "Delete: \"all\" \u{2192} trash", "string literals are unescaped")
        let invisible = Self.findings("title-with-invisible-characters", in: "SwiftUI/TitlesGalleryView.swift")
        #expect(invisible.count == 1 && invisible[0].message.contains("U+200B"))
        #expect(screen.command("pay-ment")?.command.titleUnknown == true, "never silently dropped")
    }

    // MARK: - 6, 12: UIKit

    @Test func uiKitItemsInEveryForm() throws {
        let screen = try Self.screen("ReaderViewController")
        #expect(
            screen.commands.map(\.command.key)
                == ["close", "share", "add", "sort", "bookmark", "print", "divider", "remove-download"])
        #expect(screen.command("share")?.command.symbol == "square.and.arrow.up", "an image held in a property")
        #expect(screen.command("share")?.command.title == "Share")
        #expect(screen.command("close")?.command.role == .close)
        #expect(screen.command("add")?.command.symbol == "plus")
        #expect(screen.command("bookmark")?.command.title == "Bookmark", "the primary action's title")
        #expect(screen.command("print")?.command.placement == .overflowMenu, "through a deferred menu")
        #expect(screen.command("remove-download")?.command.role == .destructive)
    }

    @Test func uiKitItemsInstalledIndirectly() throws {
        let screen = try Self.screen("TimelineViewController")
        let keys = screen.commands.map(\.command.key)
        #expect(
            keys == [
                "mark-read", "spacer", "next-unread", "edit", "filter", "compose", "refresh", "spacer-2",
                "share-timeline"
            ])
        let outlet = try #require(screen.command("mark-read")?.command)
        #expect(outlet.titleUnknown && outlet.placement == .bottomBar, "an outlet's title is in the storyboard")
        #expect(screen.command("edit")?.command.alternateTitle == "Done", "editButtonItem")
        #expect(screen.command("compose")?.command.title == "Compose", "a lazy property's closure")
        let filter = try #require(screen.command("filter"))
        #expect(filter.command.placement == .topBarTrailing, "one command for two installs")
        #expect(filter.condition == nil, "installed with and without `showsFilter`: always there")
        #expect(screen.command("refresh")?.command.placement == .bottomBar, "toolbarItems?.insert")
        #expect(screen.command("share-timeline")?.command.placement == .bottomBar, "a helper's item, appended")
        let unresolved = Self.findings("unresolved-toolbar-content", in: "UIKit/TimelineViewController.swift")
        #expect(unresolved.map(\.location.line) == [48, 53], "another controller's bar; items made from data")
    }

    @Test func aLocalItemKeptInAPropertyAndIconsFromTheAppsImageConstants() throws {
        let screen = try Self.screen("PhotoViewerViewController")
        let share = try #require(screen.command("share")?.command)
        #expect(
            share.title == "Share" && share.symbol == "square.and.arrow.up" && !share.titleUnknown,
            "`self.shareItem = shareItem` keeps what the local item was made of")
        #expect(screen.command("close")?.command.role == .close)
        let filter = try #require(screen.commands.first { $0.command.symbol == "line.3.horizontal.decrease" }?.command)
        #expect(filter.title == "Filter" && filter.content != .custom, "a static image constant of the app")
        let next = try #require(screen.commands.first { $0.command.symbol == "chevron.down.circle" }?.command)
        #expect(next.placement == .bottomBar && next.content != .custom, "an image initializer of the app")
        #expect(!screen.commands.contains { $0.command.content == .custom })
    }

    // MARK: - 7: title menus, principal titles, conditional groups

    @Test func titleMenusPrincipalTitlesAndAConditionalDelete() throws {
        let screen = try Self.screen("TitleMenuView")
        #expect(screen.commands.map(\.command.key) == ["vstack", "spacer", "delete"], "a title menu is no bar item")
        let principal = try #require(screen.command("vstack")?.command)
        #expect(principal.placement == .principal && principal.titleUnknown, "its first text is the folder's name")
        let delete = try #require(screen.command("delete")?.command)
        #expect(delete.role == .destructive && delete.placement == .bottomBar && delete.needsConfirmation)
        #expect(delete.branch != nil)
    }

    // MARK: - 8, 14: view modifiers and helper modifiers

    @Test func modifiersAndHelpersAddTheirItemsToTheScreensThatApplyThem() throws {
        let settings = try Self.screen("SettingsSheetView")
        #expect(settings.commands.map(\.command.key) == ["close", "close-2", "options", "save"])
        #expect(settings.command("close-2")?.command.title == "Close", "a helper parameter's default value")
        #expect(settings.command("options")?.command.title == "Options")
        #expect(settings.command("save")?.command.placement == .topBarTrailing, "the caller's closure, passed on")
        let about = try Self.screen("AboutSheetView")
        #expect(about.commands.map(\.command.title) == ["Close", "Done"], "`.modifier(X(…))`")
        #expect(Fixtures.screen(Self.result, "DismissBarModifier") == nil)
        let unapplied = Self.result.sites.filter { $0.outcome == .notApplied }
        #expect(unapplied.map(\.location.file) == ["Shapes/SwiftUI/SheetModifiers.swift"])
        #expect(Self.findings("unresolved-toolbar-content", in: "SwiftUI/SheetModifiers.swift").count == 1)
    }

    // MARK: - 13: wrapper views, SFSafeSymbols, progress

    @Test func wrappersSymbolsConstantsAndProgress() throws {
        let screen = try Self.screen("WrappedControlsView")
        #expect(screen.commands.map(\.command.key) == ["close", "share", "compose", "avatar-badge"])
        let close = try #require(screen.command("close")?.command)
        #expect(close.title == "Close" && close.role == .close, "the control inside the wrapper")
        #expect(screen.command("share")?.command.symbol == "square.and.arrow.up")
        #expect(screen.command("avatar-badge")?.command.content == .custom)
        #expect(!screen.commands.contains { $0.command.placement == .status }, "a progress view is not a command")
    }

    // MARK: - Never silent: the deprecated navigationBarItems

    @Test func navigationBarItemsAreRecordedWithTheirDeprecation() throws {
        let screen = try Self.screen("LegacyComposerView")
        #expect(screen.commands.map(\.command.key) == ["cancel", "attach", "send"])
        #expect(screen.command("cancel")?.command.placement == .topBarLeading)
        #expect(screen.command("attach")?.command.symbol == "paperclip")
        #expect(screen.command("send")?.command.placement == .topBarTrailing)
        #expect(Self.findings("navigation-bar-items", in: "SwiftUI/LegacyComposerView.swift").count == 1)
        let site = Self.result.sites.first { $0.location.file == "Shapes/SwiftUI/LegacyComposerView.swift" }
        #expect(site?.outcome == .full && site?.kind == ".navigationBarItems")
    }

    // MARK: - 10: source findings

    @Test func sourceFindingsOnlyWhereTheyAreRight() throws {
        let iconOnly = Self.findings("icon-only-without-accessibility-label", in: "SwiftUI/SourceFindingsView.swift")
        #expect(iconOnly.map(\.command) == ["gearshape"], "not for the icon with an accessibility label")
        #expect(
            Self.findings("device-idiom-check", in: "SwiftUI/SourceFindingsView.swift").isEmpty,
            "a table cell without bars")
        for finding in Self.result.findings {
            #expect(!finding.message.contains(finding.location.description), "\(finding.message)")
        }
    }

    @Test func anAppThatDeploysToIOS27NeedsNoAvailabilityChecks() {
        let older = Fixtures.scan(["Findings"])
        let newer = SourceScanner.scan(
            paths: ["Findings"],
            options: ScanOptions(
                root: Fixtures.directory, deploymentTarget: OSVersion(27)))
        #expect(older.findings.contains { $0.id == "missing-availability-gating" })
        #expect(!newer.findings.contains { $0.id == "missing-availability-gating" })
    }
}
