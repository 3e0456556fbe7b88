import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The whole report model as JSON (format version 3, docs/report.schema.json): keys sorted, one
/// record per line (a rule, command, checklist row, scenario, history point, layout) so that it
/// diffs cleanly, UTC timestamps, a final newline. Layouts are written once each in
/// `solverLayouts`, keyed by a digest of their contents, naming commands by position, and
/// scenarios name theirs; a scenario's definition is written once in `sharedScenarios`; findings
/// are grouped per checklist row as the store keeps them, a message several groups share written
/// once in `sharedMessages`. Written a screen at a time.
public enum JSONRenderer: ReportRenderer {
    /// The format this renderer writes.
    public static let format = ReportFormat.json

    /// The whole document in this format.
    public static func render(_ report: VerificationReport) -> String {
        var out = ""
        render(report) { out += $0 }
        return out
    }

    /// Writes the document a screen at a time; the shared layouts follow the screens.
    public static func render(_ report: VerificationReport, into sink: (String) -> Void) {
        // The top level is written by hand (it spans the pieces): a member per line.
        var head = JSONOut()
        head.bytes.append(UInt8(ascii: "{"))
        func member(_ name: String, _ out: inout JSONOut, first: Bool = false) {
            out.bytes.append(contentsOf: (first ? "\n  " : ",\n  ").utf8)
            JSONWriter.appendString(name, to: &out.bytes)
            out.bytes.append(UInt8(ascii: ":"))
        }
        member("checklistVersion", &head, first: true)
        head.string(report.checklistVersion)
        member("failOn", &head)
        head.string(report.failOn.rawValue)
        member("formatVersion", &head)
        head.int(VerificationReport.formatVersion)
        member("generatedAt", &head)
        head.date(report.generatedAt)
        if let observations = report.observations, !observations.isEmpty {
            member("observations", &head)
            JSONReportEncoding.observations(observations, into: &head)
        }
        if let file = report.registryFile {
            member("registryFile", &head)
            head.string(file)
        }
        if let revision = report.registryRevision {
            member("registryRevision", &head)
            head.string(revision)
        }
        member("rules", &head)
        head.array { out in
            for rule in report.rules {
                out.nextLine(indent: 2)
                JSONReportEncoding.rule(rule, into: &out)
            }
            if !report.rules.isEmpty { out.newline(indent: 1) }
        }
        member("scope", &head)
        head.string(report.scope)
        member("screens", &head)
        head.bytes.append(UInt8(ascii: "["))
        sink(head.text)
        var shared = JSONReportEncoding.SharedLayouts()
        var scenarios = JSONReportEncoding.SharedScenarios()
        var messages = JSONReportEncoding.SharedMessages(report)
        let rules = Dictionary(report.rules.map { ($0.id, $0) }) { first, _ in first }
        for (index, screen) in report.screens.enumerated() {
            var out = JSONOut(capacity: 64 * 1024)
            out.bytes.append(contentsOf: (index == 0 ? "\n    " : ",\n    ").utf8)
            JSONReportEncoding.screen(
                screen, rules: rules, layouts: &shared, scenarios: &scenarios,
                messages: &messages, into: &out)
            sink(out.text)
        }
        var tail = JSONOut()
        tail.bytes.append(contentsOf: (report.screens.isEmpty ? "]" : "\n  ]").utf8)
        member("sharedMessages", &tail)
        tail.bytes.append(UInt8(ascii: "["))
        for (position, message) in messages.list.enumerated() {
            tail.bytes.append(contentsOf: (position == 0 ? "\n    " : ",\n    ").utf8)
            JSONWriter.appendString(message, to: &tail.bytes)
        }
        tail.bytes.append(contentsOf: (messages.list.isEmpty ? "]" : "\n  ]").utf8)
        member("sharedScenarios", &tail)
        tail.bytes.append(UInt8(ascii: "{"))
        let definitions = scenarios.definitions.sorted { $0.key < $1.key }
        for (position, (name, definition)) in definitions.enumerated() {
            tail.bytes.append(contentsOf: (position == 0 ? "\n    " : ",\n    ").utf8)
            JSONWriter.appendString(name, to: &tail.bytes)
            tail.bytes.append(UInt8(ascii: ":"))
            JSONReportEncoding.scenarioDefinition(definition, into: &tail)
        }
        tail.bytes.append(contentsOf: (definitions.isEmpty ? "}" : "\n  }").utf8)
        member("solverLayouts", &tail)
        tail.bytes.append(UInt8(ascii: "{"))
        sink(tail.text)
        var chunk: [UInt8] = []
        for (position, entry) in shared.entries.enumerated() {
            chunk.append(contentsOf: (position == 0 ? "\n    " : ",\n    ").utf8)
            JSONWriter.appendString(entry.digest, to: &chunk)
            chunk.append(UInt8(ascii: ":"))
            chunk.append(contentsOf: entry.json)
            if chunk.count > 1 << 16 {
                sink(String(decoding: chunk, as: UTF8.self))
                chunk.removeAll(keepingCapacity: true)
            }
        }
        var end = JSONOut()
        end.bytes = chunk
        end.bytes.append(contentsOf: (shared.entries.isEmpty ? "}" : "\n  }").utf8)
        member("solverRules", &end)
        end.array { out in
            for rule in shared.rules {
                out.nextLine(indent: 2)
                out.array { pair in
                    pair.string(rule.id)
                    pair.string(rule.tag.rawValue)
                }
            }
            if !shared.rules.isEmpty { out.newline(indent: 1) }
        }
        member("summary", &end)
        JSONReportEncoding.summary(report.summary, into: &end)
        member("tool", &end)
        end.object { out in
            out.member("name", report.tool.name)
            out.member("version", report.tool.version)
        }
        end.bytes.append(contentsOf: "\n}\n".utf8)
        sink(end.text)
    }

    /// Reads a report written by ``render(_:)`` (format version 3) or by earlier versions.
    public static func decode(_ data: Data) throws -> VerificationReport {
        try JSONReportDecoding.decode(data)
    }
}
