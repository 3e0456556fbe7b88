import Foundation
import Testing
import ToolbarModel
import ToolbarSolver

@testable import ToolbarChecklist

/// Incremental audits keep a screen's last verdict while `ToolbarSolver.version` and
/// `Checklist.version` stay the same (docs/audits.md). This suite holds what the solver and the
/// checklist say about the labelled set, recorded with those versions in RulesVersion.json: a rule
/// change that changes their output without a version bump fails here, before it can leave old
/// verdicts standing in someone's registry.
@Suite struct RulesVersionTests {
    /// The versions and the SHA-256 of what each produced over the labelled set.
    struct Record: Codable, Equatable {
        var solverVersion: String
        var solverOutput: String
        var checklistVersion: String
        var checklistOutput: String
    }

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("RulesVersion.json")

    static var regenerating: Bool {
        ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_REGENERATE_GOLDEN"] == "1"
    }

    /// Every labelled screen solved in its presets (layouts and the swept preset's sweep), and
    /// its checklist result, each digested in the set's order.
    static func current() throws -> Record {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var solver = SHA256()
        var checklist = SHA256()
        for screen in LabelledSet.screens {
            let inputs = screen.scenarioInputs()
            for input in inputs {
                solver.update(try encoder.encode(input.layout))
                if let sweep = input.sweep { solver.update(try encoder.encode(sweep)) }
            }
            checklist.update(try encoder.encode(screen.evaluate(inputs)))
        }
        return Record(
            solverVersion: ToolbarSolver.version, solverOutput: SHA256.hex(bytes: solver.finalize()),
            checklistVersion: Checklist.version, checklistOutput: SHA256.hex(bytes: checklist.finalize()))
    }

    /// What to do when `now` differs from `recorded`, or nil when it may be recorded as is.
    static func problems(recorded: Record?, now: Record) -> [String] {
        guard let recorded else { return ["RulesVersion.json is missing"] }
        var problems: [String] = []
        let regenerate = "then run `TOOLBAR_REGISTRY_REGENERATE_GOLDEN=1 swift test --filter RulesVersionTests`"
        if recorded.solverVersion == now.solverVersion, recorded.solverOutput != now.solverOutput {
            problems.append(
                "the solver's output on the labelled set changed but ToolbarSolver.version is still "
                    + "\(now.solverVersion): bump it (incremental audits would keep verdicts from before the change), "
                    + regenerate)
        } else if recorded.solverVersion != now.solverVersion {
            problems.append(
                "ToolbarSolver.version is now \(now.solverVersion) (recorded \(recorded.solverVersion)): \(regenerate)")
        }
        if recorded.checklistVersion == now.checklistVersion, recorded.checklistOutput != now.checklistOutput {
            problems.append(
                "the checklist's results on the labelled set changed but Checklist.version is still "
                    + "\(now.checklistVersion): bump it (incremental audits would keep verdicts from before the change), "
                    + regenerate)
        } else if recorded.checklistVersion != now.checklistVersion {
            problems.append(
                "Checklist.version is now \(now.checklistVersion) (recorded \(recorded.checklistVersion)): \(regenerate)"
            )
        }
        return problems
    }

    @Test func aChangeOfOutputComesWithANewVersion() throws {
        let now = try Self.current()
        let recorded = try? JSONDecoder().decode(Record.self, from: Data(contentsOf: Self.url))
        let problems = Self.problems(recorded: recorded, now: now)
        let onlyNewVersions = problems.allSatisfy { !$0.contains("bump it") }
        if Self.regenerating, onlyNewVersions || recorded == nil {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try (encoder.encode(now) + Data("\n".utf8)).write(to: Self.url)
            return
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func anUnchangedVersionWithNewOutputIsRefusedAndANewVersionIsRecorded() {
        let recorded = Record(solverVersion: "1", solverOutput: "a", checklistVersion: "1.4.0", checklistOutput: "b")
        var changed = recorded
        changed.solverOutput = "c"
        #expect(Self.problems(recorded: recorded, now: changed).first?.contains("bump it") == true)
        changed.solverVersion = "2"
        #expect(Self.problems(recorded: recorded, now: changed).allSatisfy { !$0.contains("bump it") })
        #expect(Self.problems(recorded: recorded, now: changed).count == 1)
        var checklist = recorded
        checklist.checklistOutput = "d"
        #expect(Self.problems(recorded: recorded, now: checklist).first?.contains("Checklist.version is still") == true)
        #expect(Self.problems(recorded: recorded, now: recorded).isEmpty)
    }
}
