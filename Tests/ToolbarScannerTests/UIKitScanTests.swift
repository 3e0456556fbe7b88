import Testing
import ToolbarModel
import ToolbarScanner

@Suite struct UIKitScanTests {
    let result = Fixtures.uiKit

    @Test func legacyBarItemsSystemItemsAndCustomViews() throws {
        let screen = try #require(Fixtures.screen(result, "LegacyInboxViewController"))
        #expect(
            screen.commands.map(\.command.key)
                == [
                    "compose", "line-3-horizontal-decrease", "delete", "counter", "compose-2", "spacer", "mark-all-read"
                ])
        let compose = try #require(screen.command("compose"))
        #expect(compose.command.title == "Compose" && compose.command.symbol == "square.and.pencil")
        #expect(compose.command.placement == .topBarTrailing)
        #expect(screen.command("delete")?.command.role == .destructive)
        #expect(screen.command("delete")?.location.line == 5, "a lazy property's item points at its declaration")
        #expect(screen.command("counter")?.command.placement == .topBarLeading)
        #expect(screen.command("counter")?.command.content == .custom)
        #expect(screen.command("compose-2")?.command.placement == .topBarPinnedTrailing)
        #expect(screen.command("mark-all-read")?.command.placement == .bottomBar)
        #expect(screen.command("spacer")?.command.spacer == .flexible)
    }

    @Test func screenSettingsFromTheNavigationItem() throws {
        let screen = try #require(Fixtures.screen(result, "LegacyInboxViewController")).screen
        #expect(screen.title == "Inbox")
        #expect(screen.titleDisplayMode == .large)
        #expect(screen.search == .automatic)
        #expect(screen.toolbarRole == .browser)
    }

    @Test func legacyControllerFindings() {
        let ids = Set(result.findings.map(\.id))
        #expect(
            ids == [
                "destructive-without-confirmation", "icon-only-without-accessibility-label",
                "custom-item-without-large-content-viewer", "left-items-supplement-back-button",
                "missing-availability-gating"
            ])
    }
}
