import Foundation
import Testing
import ToolbarModel
import ToolbarSolver

@testable import ToolbarChecklist

/// Issue #14, "Noise": findings an iOS engineer would dismiss, each removed or demoted, on the
/// screens the issue names (the seeded showcase's situations rebuilt here).
@Suite struct NoiseRegressionTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func result(
        _ id: String, _ inventory: ScreenInventory, _ scenarios: [ScenarioInput] = []
    ) throws -> ItemResult {
        let item = try #require(Checklist.item(id))
        let input = Checklist.Input(inventory: inventory, scenarios: scenarios, now: now)
        return try #require(Checklist.evaluate(input, items: [item]).items.first)
    }

    /// The showcase's modal Compose sheet: Close (cancellation), Done (pinned), Save Draft.
    static let compose = Kit.inventory(
        screen: Kit.screen { $0.navigationKind = .modal },
        [
            Kit.command("close", .primary, .cancellationAction, order: 1) {
                $0.essential = true
                $0.role = .cancel
                $0.content = .symbol
            },
            Kit.command("done", .primary, .confirmationAction, order: 2) {
                $0.essential = true
                $0.role = .confirm
            },
            Command(
                key: "save-draft", title: "Save Draft", content: .text, classification: .secondary,
                placement: .topBarLeading, order: 3)
        ])

    // MARK: - 3. essential-protected and navigation placements

    @Test func item3_anEssentialCancellationCloseIsProtectedByItsPlacement() throws {
        let scenarios = [ScenarioInput(solving: Self.compose, in: Scenario(name: "narrow", width: 240, height: 600))]
        let result = try Self.result("essential-protected", Self.compose, scenarios)
        #expect(result.verdict == .pass, "\(result.findings)")
        var unprotected = Self.compose
        unprotected.commands[1].placement = .topBarTrailing
        let flagged = try Self.result("essential-protected", unprotected)
        #expect(flagged.findings.map(\.commandKey) == ["done"])
    }

    // MARK: - 4. primary-group-priority judges related primaries only

    @Test func item4_unrelatedSinglePrimariesAreNotAskedToGroup() throws {
        let cart = Kit.inventory([
            Command(
                key: "cart-total", title: "Total", content: .custom, customView: CustomViewInfo(width: 96),
                classification: .primary, placement: .bottomBar, order: 1),
            Kit.command("checkout", .primary, .bottomBar, order: 2) { $0.essential = true }
        ])
        let inbox = Kit.inventory([
            Kit.command("mailboxes", .primary, .topBarLeading, order: 1),
            Kit.command("filter", .secondary, .bottomBar, order: 2),
            Command(
                key: "flexible-space", title: "", content: .spacer, spacer: .flexible, placement: .bottomBar,
                order: 3),
            Kit.command("compose", .primary, .bottomBar, order: 4)
        ])
        for screen in [cart, inbox, Self.compose] {
            let result = try Self.result("primary-group-priority", screen)
            #expect(result.verdict == .notApplicable, "\(result.findings)")
        }
    }

    @Test func item4_undoAndRedoSideBySideStillNeedAHighPriorityGroup() throws {
        let result = try Self.result("primary-group-priority", SeedFixtures.crowded)
        #expect(result.findings.map(\.commandKey) == ["undo"])
        #expect(result.findings.first?.message.contains("Undo and Redo") == true)
        let refactored = try Self.result("primary-group-priority", SeedFixtures.refactored)
        #expect(refactored.verdict == .pass)
    }

    @Test func item4_alternativesOfOneConditionalAreNotAPair() throws {
        let select = Kit.inventory([
            Kit.command("select", .primary, order: 1) {
                $0.branch = CommandBranch(set: "editing", path: "1", condition: "!isEditing")
            },
            Kit.command("done", .primary, order: 2) {
                $0.branch = CommandBranch(set: "editing", path: "2", condition: "isEditing")
            }
        ])
        #expect(try Self.result("primary-group-priority", select).verdict == .notApplicable)
    }

    // MARK: - 5. vertical-horizontal-only-hidden warns only where the solver hides the item

    @Test func item5_aHorizontalOnlySelectIsReportedOnlyWhereTheLayoutHidesIt() throws {
        let inbox = Kit.inventory(
            screen: Kit.screen { $0.title = "Inbox" },
            [
                Command(
                    key: "select", title: "Select", content: .text, classification: .secondary,
                    placement: .topBarTrailing, order: 1, axis: .horizontalOnly, alternateTitle: "Done"),
                Kit.command("mailboxes", .primary, .topBarLeading, order: 2) { $0.content = .symbol }
            ])
        let kept = Kit.layout(Kit.foldable, [.shown("select", .horizontalBar), .shown("mailboxes", .verticalColumn)])
        #expect(try Self.result("vertical-horizontal-only-hidden", inbox, [kept]).verdict == .pass)
        let hidden = Kit.layout(Kit.foldable, [.missing("select", .hidden, .horizontalOnlyWithoutHorizontalBar)])
        let result = try Self.result("vertical-horizontal-only-hidden", inbox, [kept, hidden])
        #expect(result.findings.count == 1)
    }

    // MARK: - 6. The principal status chip is not a command

    @Test func item6_theStatusChipNeedsNoClassAndNoBadge() throws {
        var refactored = SeedFixtures.refactored
        refactored.commands[0].classification = nil
        let classified = try Self.result("every-command-classified", refactored)
        #expect(classified.verdict == .pass, "\(classified.findings)")
        let badge = try Self.result("vertical-text-and-symbol", refactored)
        #expect(badge.findings.isEmpty, "\(badge.findings)")
        // A text-and-symbol custom view in the bar is still one.
        refactored.commands[0].placement = .topBarTrailing
        #expect(try Self.result("vertical-text-and-symbol", refactored).verdict == .fail)
    }

    // MARK: - 7. Not applicable where the question does not arise

    @Test func item7_pinnedWithSearchIsNotApplicableWithoutSearch() throws {
        let screen = Kit.inventory([Kit.command("share", .primary, .topBarPinnedTrailing, order: 1)])
        let scenarios = [ScenarioInput(solving: screen, in: Kit.search)]
        let result = try Self.result("pinned-overflows-with-search", screen, scenarios)
        #expect(result.verdict == .notApplicable)
        #expect(result.reason == "the screen has no search")
    }

    @Test(arguments: [
        "foldable-outer-display-first", "foldable-inner-landscape", "foldable-inner-portrait-horizontal",
        "foldable-labels-readable", "foldable-custom-views-unclipped", "foldable-essential-visible"
    ])
    func item7_foldableChecksAreNotApplicableToSidebarsAndInspectors(_ id: String) throws {
        for role in [ColumnRole.sidebar, .inspector] {
            let screen = Kit.inventory(
                screen: Kit.screen { $0.columnRole = role },
                [
                    Command(
                        key: "status", title: "Status", content: .custom, customView: CustomViewInfo(width: 80),
                        classification: .secondary, order: 1)
                ])
            let result = try Self.result(id, screen)
            #expect(result.verdict == .notApplicable, "\(role)")
            #expect(result.reason?.contains(role.rawValue) == true, "\(result.reason ?? "")")
        }
    }

    // MARK: - 8. Custom ToolbarContent types holding ordinary buttons

    @Test func item8_buttonsFromACustomToolbarContentTypeAreNotCustomViews() throws {
        // What the scanner records for `struct EditorButtons: ToolbarContent` holding two Buttons:
        // the buttons themselves.
        let followed = Kit.inventory([
            Kit.command("undo", .primary, order: 1) { $0.notes = "from EditorButtons (ToolbarContent)" },
            Kit.command("redo", .primary, order: 2) { $0.notes = "from EditorButtons (ToolbarContent)" }
        ])
        #expect(try Self.result("custom-view-active-state", followed).verdict == .notApplicable)
        // A real custom view that ignores appearsActive is still reported.
        let chip = Kit.inventory([
            Command(
                key: "chip", title: "Chip", content: .custom, customView: CustomViewInfo(width: 72),
                classification: .secondary, placement: .principal, order: 1)
        ])
        #expect(try Self.result("custom-view-active-state", chip).verdict == .fail)
    }
}
