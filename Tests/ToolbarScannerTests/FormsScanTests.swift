import Testing
import ToolbarModel
import ToolbarScanner

/// SwiftUI forms beyond the seeds: Menu, ShareLink, EditButton, spacers, relative priorities,
/// badges, switch on a size class, screen modifiers and the registry comment.
@Suite struct FormsScanTests {
    let screen = Fixtures.screen(Fixtures.scan(["Forms"]), "InboxView")

    @Test func screenLevelModifiers() throws {
        let screen = try #require(screen).screen
        #expect(screen.title == "Inbox")
        #expect(screen.titleDisplayMode == .large)
        #expect(screen.search == .toolbar)
        #expect(screen.toolbarRole == .editor)
        #expect(screen.minimization == .onScrollDown)
        #expect(screen.availabilityGated)
    }

    @Test func controlsOfEveryKind() throws {
        let screen = try #require(screen)
        #expect(screen.commands.map(\.command.key)
            == ["edit", "sort", "spacer", "inbox", "spacer-2", "share", "archive-all", "delete"])
        let edit = try #require(screen.command("edit")).command
        #expect(edit.title == "Edit" && edit.alternateTitle == "Done" && edit.content == .text)
        #expect(screen.command("sort")?.command.symbol == "arrow.up.arrow.down")
        #expect(screen.command("share")?.command.symbol == "square.and.arrow.up")
    }

    @Test func relativePrioritiesAndBadges() throws {
        let screen = try #require(screen)
        #expect(screen.command("sort")?.command.priority == .higherThan(.low))
        #expect(screen.command("inbox")?.command.priority == .lowerThan(.high))
        #expect(screen.command("inbox")?.command.badge == "count")
        #expect(screen.command("inbox")?.location.file == "Forms/InboxView.swift")
    }

    @Test func spacersCarrySizingAndNoClassification() throws {
        let screen = try #require(screen)
        let fixed = try #require(screen.command("spacer")).command
        #expect(fixed.content == .spacer && fixed.spacer == .fixed && fixed.classification == nil)
        #expect(fixed.placement == .bottomBar)
        #expect(screen.command("spacer-2")?.command.spacer == .flexible)
    }

    @Test func switchOnTheSizeClassRecordsConditions() throws {
        let screen = try #require(screen)
        let share = try #require(screen.command("share"))
        #expect(share.command.sizeClassCondition == .regularWidth)
        #expect(share.condition == "sizeClass case .regular")
        #expect(screen.command("archive-all")?.condition == "sizeClass default")
    }

    @Test func destructiveDeleteIsConfirmedByItsAlert() throws {
        let delete = try #require(screen?.command("delete")).command
        #expect(delete.role == .destructive && delete.needsConfirmation)
    }
}
