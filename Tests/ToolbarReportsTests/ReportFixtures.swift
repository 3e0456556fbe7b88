import Foundation
import ToolbarChecklist
import ToolbarModel
import ToolbarReports
import ToolbarSolver

/// Reports built from the solver and checklist directly: the crowded photo editor of seed 000
/// (scanned from source, with history and a diff), the refactored editor (a suppression, a
/// sign-off, a foldable scenario) and a foldable gallery with no source (registry export lines).
enum ReportFixtures {
    /// The fixed generation time every golden file uses.
    static let generatedAt = Date(timeIntervalSince1970: 1_796_000_000)
    static let app = App(name: "Photo Editor", linkedSDK: OSVersion(27, 1), owner: "Imaging")

    static let portrait = Scenario(name: "iphone-17-portrait", summary: "iPhone 17, portrait", width: 402, height: 874)
    static let wide = Scenario(
        name: "iphone-on-ipad-wide", target: .iPhoneOnIPad, width: 834, height: 1112, horizontalSizeClass: .regular)
    static let foldable = Scenario(
        name: "foldable-outer-landscape", target: .foldable, width: 678, height: 466, verticalSizeClass: .compact,
        verticalBarEdge: .trailing)

    // MARK: - Screens

    /// Eight buttons in one `.topBarTrailing` group; one title has a comma and quotes.
    static let crowded: ScreenInventory = {
        let entries: [(String, String, String, Classification)] = [
            ("undo", "Undo", "arrow.uturn.backward", .primary), ("redo", "Redo", "arrow.uturn.forward", .primary),
            ("crop", "Crop", "crop", .secondary),
            // Primary, so that a finding message (accidental-overflow) carries the hostile title.
            ("filters", "Filters, \"Pro\" & <more>", "camera.filters", .primary),
            ("replace", "Replace", "photo.on.rectangle", .overflow),
            ("export", "Export", "square.and.arrow.down", .overflow),
            ("share", "Share", "square.and.arrow.up", .primary), ("clear", "Clear", "trash", .destructive),
        ]
        let commands = entries.enumerated().map { index, entry in
            Command(
                key: entry.0, title: entry.1, symbol: entry.2, classification: entry.3, placement: .topBarTrailing,
                group: "tools", order: index + 1, role: entry.0 == "clear" ? .destructive : .none,
                needsConfirmation: entry.0 == "clear")
        }
        let screen = Screen(
            name: "Crowded Editor", title: "Photo",
            source: SourceLocation(file: "Sources/Editor/CrowdedView.swift", line: 42, column: 9))
        return ScreenInventory(
            app: app, screen: screen, groups: [ToolbarGroup(name: "tools", placement: .topBarTrailing)],
            commands: commands)
    }()

    /// The refactor: high-priority Undo/Redo, editing tools in `.secondaryAction`, pinned Share,
    /// a deliberate overflow menu with a divider before Clear Edits.
    static let refactored: ScreenInventory = {
        var screen = Screen(name: "Editor", title: "Photo", owner: "Editor Team", scrollPrimary: true,
                            minimization: .onScrollDown)
        screen.availabilityGated = true
        func tool(_ key: String, _ title: String, _ symbol: String, order: Int) -> Command {
            Command(
                key: key, title: title, symbol: symbol, classification: .secondary, placement: .secondaryAction,
                group: "editing-tools", order: order, sizeClassCondition: .regularWidthOrCompactHeight)
        }
        let commands = [
            Command(
                key: "status", title: "Edited", content: .custom,
                customView: CustomViewInfo(width: 72, reactsToActiveState: true, showsTextAndSymbol: true),
                classification: .secondary, placement: .principal, order: 1),
            Command(key: "undo", title: "Undo", symbol: "arrow.uturn.backward", classification: .primary,
                    placement: .topBarLeading, group: "undo-redo", order: 2),
            Command(key: "redo", title: "Redo", symbol: "arrow.uturn.forward", classification: .primary,
                    placement: .topBarLeading, group: "undo-redo", order: 3),
            tool("crop", "Crop", "crop", order: 4),
            tool("filters", "Filters", "camera.filters", order: 5),
            tool("adjust", "Adjust", "slider.horizontal.3", order: 6),
            Command(key: "share", title: "Share", symbol: "square.and.arrow.up", classification: .primary,
                    essential: true, placement: .topBarPinnedTrailing, order: 7),
            Command(key: "replace-photo", title: "Replace Photo", symbol: "photo.on.rectangle",
                    classification: .overflow, placement: .overflowMenu, order: 8),
            Command(key: "divider", title: "", content: .divider, placement: .overflowMenu, order: 9),
            Command(key: "clear-edits", title: "Clear Edits", symbol: "trash", classification: .destructive,
                    placement: .overflowMenu, order: 10, role: .destructive, needsConfirmation: true),
        ]
        return ScreenInventory(
            app: app, screen: screen,
            groups: [
                ToolbarGroup(name: "undo-redo", placement: .topBarLeading, priority: .high),
                ToolbarGroup(name: "editing-tools", placement: .secondaryAction),
            ],
            commands: commands)
    }()

    // MARK: - Report

    /// The export text the gallery's commands are found in (`--registry-file`).
    static let registryText = """
    {
      "apps": [
        {
          "name": "Photo Editor",
          "screens": [
            {
              "commands": [
                {
                  "key": "clear-edits",
                  "title": "Clear Edits"
                },
                {
                  "key": "share",
                  "title": "Share"
                }
              ],
              "name": "Editor"
            }
          ]
        }
      ]
    }
    """

    static func report(now: Date = generatedAt) -> VerificationReport {
        let index = RegistryFileIndex(text: registryText)
        let crowdedInputs = [
            ScenarioInput(solving: crowded, in: portrait, sweepWidths: 320...1000),
            ScenarioInput(solving: crowded, in: wide),
        ]
        let crowdedResult = Checklist.evaluate(Checklist.Input(inventory: crowded, scenarios: crowdedInputs, now: now))
        let older = Array(crowdedResult.findings.dropFirst(2)) + [
            Finding(app: app.name, screen: crowded.screen.name, itemID: "title-length", severity: .warning,
                    message: "The title was too long.")
        ]
        let history = [
            HistoryPoint(auditID: "A1", time: now.addingTimeInterval(-172_800), errors: 4, warnings: 3),
            HistoryPoint(auditID: "A2", time: now.addingTimeInterval(-86_400), errors: 3, warnings: 2, needsReview: 1),
        ]
        let crowdedReport = ReportBuilder.screen(
            inventory: crowded, scenarios: crowdedInputs, result: crowdedResult, history: history,
            diff: FindingDiff(previousAuditID: "A2", previous: older, current: crowdedResult.findings),
            audit: AuditStamp(id: "A3", time: now), now: now)

        let refactoredInputs = [
            ScenarioInput(solving: refactored, in: portrait, sweepWidths: 320...1000),
            ScenarioInput(solving: refactored, in: foldable),
        ]
        let suppressions = [
            Suppression(
                itemID: "editing-tools-placement", author: "ana", reason: "The tools wait for the editor role, by design"),
            Suppression(itemID: "title-length", author: "bo", reason: "Expired waiver",
                        until: now.addingTimeInterval(-3600)),
        ]
        let signOffs = [
            SignOff(itemID: "manual-voiceover", author: "cy", date: now.addingTimeInterval(-7200), note: "Checked"),
            SignOff(itemID: "manual-device-run", author: "cy", date: now.addingTimeInterval(-9000), stale: true),
        ]
        let refactoredResult = Checklist.evaluate(Checklist.Input(
            inventory: refactored, scenarios: refactoredInputs, signOffs: signOffs, suppressions: suppressions,
            now: now))
        let refactoredReport = ReportBuilder.screen(
            inventory: refactored, scenarios: refactoredInputs, result: refactoredResult,
            suppressions: suppressions, now: now, registryIndex: index)
        return VerificationReport(
            generatedAt: now, registryRevision: "r42", registryFile: "registry/toolbars.json",
            screens: [refactoredReport, crowdedReport])
    }
}
