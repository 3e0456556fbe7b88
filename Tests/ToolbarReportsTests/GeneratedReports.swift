import Foundation
import ToolbarChecklist
import ToolbarModel
import ToolbarReports

/// Reports of any size built directly from findings (no solver, no database), large enough to
/// meet every consumer's limit in a test that takes a second.
enum GeneratedReports {
    static let generatedAt = Date(timeIntervalSince1970: 1_796_000_000)
    static let scenarios = (0..<16).map { "scenario-\($0)" }

    /// `screens` screens of app `Bench`; screen `i` has `commands` commands, each failing
    /// `accidental-overflow` as an error in `scenariosPerCommand` scenarios, plus `declarations`
    /// scenario-less warnings (one per command key `d0`, `d1`, …). Screens with a higher number
    /// have more errors, so the worst screen is the last one.
    static func report(
        screens: Int, commands: Int = 5, scenariosPerCommand: Int = 1, declarations: Int = 0,
        messageLength: Int = 120, owner: (Int) -> String? = { "Team \($0 % 5)" }
    ) -> VerificationReport {
        let filler = String(repeating: "x", count: messageLength)
        // The fingerprints `Finding`'s initializer would make, with the ids derived once per app,
        // screen and command key rather than once per finding (most of a large report's cost).
        let width = WidthRange(320, 400)
        let bands = FindingFingerprint.widthBands(width)
        let appID = StableID.derived(.app, name: "Bench")
        let keys = (0..<(commands + 2)).map { "c\($0)" } + (0..<declarations).map { "d\($0)" }
        let commandIDs = Dictionary(uniqueKeysWithValues: keys.map { ($0, StableID.derived(.command, name: $0)) })
        var list: [ScreenReport] = []
        list.reserveCapacity(screens)
        for number in 0..<screens {
            let name = "Screen \(String(number + 1000))"
            let extra = number % 3
            let context = FingerprintContext(
                appID: appID, screenID: StableID.derived(.screen, name: name), commandIDs: commandIDs)
            var errors: [Finding] = []
            for command in 0..<(commands + extra) {
                for scenario in scenarios.prefix(scenariosPerCommand) {
                    errors.append(
                        Finding(
                            app: "Bench", screen: name, itemID: "accidental-overflow", severity: .error,
                            commandKey: "c\(command)", scenario: scenario, widthRange: width,
                            message: "c\(command) leaves the bar in \(scenario) \(filler)", measured: bands,
                            fingerprint: context.fingerprint(
                                itemID: "accidental-overflow", commandKey: "c\(command)", scenario: scenario,
                                measured: bands)))
                }
            }
            let warnings = (0..<declarations).map {
                Finding(
                    app: "Bench", screen: name, itemID: "overflow-classified-in-menu", severity: .warning,
                    commandKey: "d\($0)", message: "d\($0) is classified overflow \(filler)",
                    fingerprint: context.fingerprint(
                        itemID: "overflow-classified-in-menu", commandKey: "d\($0)", scenario: nil, measured: nil))
            }
            let rows = [
                ChecklistRow(
                    title: "Accidental overflow",
                    result: ItemResult(
                        itemID: "accidental-overflow", kind: .automatic, severity: .error,
                        verdict: errors.isEmpty ? .pass : .fail, findings: errors)),
                ChecklistRow(
                    title: "Overflow in a menu",
                    result: ItemResult(
                        itemID: "overflow-classified-in-menu", kind: .automatic, severity: .warning,
                        verdict: warnings.isEmpty ? .pass : .fail, findings: warnings))
            ]
            let rowsOfCommands = (0..<(commands + extra)).map {
                CommandRow(
                    key: "c\($0)", title: "Command \($0)", content: "symbol", placement: "topBarTrailing",
                    priority: "automatic")
            }
            list.append(
                ScreenReport(
                    app: "Bench", screen: name, owner: owner(number), verdict: errors.isEmpty ? .pass : .fail,
                    commands: rowsOfCommands, checklist: rows))
        }
        return VerificationReport(generatedAt: generatedAt, registryFile: "registry.json", screens: list)
    }

    /// The SARIF log's first run.
    static func sarifRun(_ text: String) throws -> [String: Any] {
        let log = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        return ((log?["runs"] as? [[String: Any]])?.first) ?? [:]
    }
}
