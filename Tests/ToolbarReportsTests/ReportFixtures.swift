import Foundation
import ToolbarChecklist
import ToolbarModel
import ToolbarReports
import ToolbarSolver
@_exported import ToolbarTestSupport

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

    /// Seed 000's crowded editor with one hostile title (a comma, quotes, `&` and `<`), read
    /// from source.
    static let crowded: ScreenInventory = {
        var inventory = SeedFixtures.crowded
        inventory.app = app
        inventory.screen.source = SourceLocation(file: "Sources/Editor/CrowdedView.swift", line: 42, column: 9)
        let filters = inventory.commands.firstIndex { $0.key == "filters" }!
        inventory.commands[filters].title = "Filters, \"Pro\" & <more>"
        // Primary, so that a finding message (accidental-overflow) carries the hostile title.
        inventory.commands[filters].classification = .primary
        return inventory
    }()

    /// Seed 000's refactor with owners and an essential Share, without Export Image.
    static let refactored: ScreenInventory = {
        var inventory = SeedFixtures.refactored
        inventory.app = app
        inventory.screen.owner = "Editor Team"
        inventory.commands.removeAll { $0.key == "export-image" }
        for index in inventory.commands.indices {
            inventory.commands[index].order = index + 1
            if inventory.commands[index].key == "share" { inventory.commands[index].essential = true }
        }
        return inventory
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

    /// ``report(now:)`` at ``generatedAt``, built once per test process for every test that
    /// starts from it (building it solves four scenarios with their sweeps).
    static let shared = report()

    static func report(now: Date = generatedAt) -> VerificationReport {
        let index = RegistryFileIndex(text: registryText)
        let crowdedInputs = [
            ScenarioInput(solving: crowded, in: portrait, sweepWidths: 320...1000),
            ScenarioInput(solving: crowded, in: wide)
        ]
        let crowdedResult = Checklist.evaluate(Checklist.Input(inventory: crowded, scenarios: crowdedInputs, now: now))
        let older =
            Array(crowdedResult.findings.dropFirst(2)) + [
                Finding(
                    app: app.name, screen: crowded.screen.name, itemID: "title-length", severity: .warning,
                    message: "The title was too long.")
            ]
        let history = [
            HistoryPoint(auditID: "A1", time: now.addingTimeInterval(-172_800), errors: 4, warnings: 3),
            HistoryPoint(auditID: "A2", time: now.addingTimeInterval(-86_400), errors: 3, warnings: 2, needsReview: 1)
        ]
        let crowdedReport = ReportBuilder.screen(
            inventory: crowded, scenarios: crowdedInputs, result: crowdedResult, history: history,
            diff: FindingDiff(previousAuditID: "A2", previous: older, current: crowdedResult.findings),
            audit: AuditStamp(id: "A3", time: now), now: now)

        let refactoredInputs = [
            ScenarioInput(solving: refactored, in: portrait, sweepWidths: 320...1000),
            ScenarioInput(solving: refactored, in: foldable)
        ]
        let suppressions = [
            Suppression(
                itemID: "editing-tools-placement", author: "ana",
                reason: "The tools wait for the editor role, by design"),
            Suppression(
                itemID: "title-length", author: "bo", reason: "Expired waiver",
                until: now.addingTimeInterval(-3600))
        ]
        let signOffs = [
            SignOff(itemID: "manual-voiceover", author: "cy", date: now.addingTimeInterval(-7200), note: "Checked"),
            SignOff(itemID: "manual-device-run", author: "cy", date: now.addingTimeInterval(-9000), stale: true)
        ]
        let refactoredResult = Checklist.evaluate(
            Checklist.Input(
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
