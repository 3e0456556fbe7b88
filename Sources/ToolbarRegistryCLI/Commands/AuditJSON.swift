import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry

/// The `--format json` shapes of `audit`, `history` and `diff` (version 1, docs/audits.md).
extension AuditCommands {
    static func json(_ summary: AuditSummary, options: AuditOptions) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("audited", .number(Double(summary.auditedCount)))
        object.set("fails", .bool(summary.fails))
        object.set("failOn", summary.threshold.rawValue)
        object.set("fixedBaselineEntries", .array(summary.fixedBaselineEntries.map { .string($0.description) }))
        object.set("requireSignOffs", .bool(options.requireSignOffs))
        object.set("screens", .array(summary.screens.map(json)))
        object.set("unchanged", .number(Double(summary.unchangedCount)))
        return object.value
    }

    static func json(_ screen: ScreenAuditSummary) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("app", screen.app)
        object.set("auditID", .number(Double(screen.auditID)))
        object.set("counts", counts(screen.result.verdictCounts))
        object.set("fails", .bool(screen.fails))
        object.set("failingItems", .array(screen.failingItems.map(JSONValue.string)))
        object.set("items", .array(screen.result.items.map(json)))
        object.set("newFindings", .array(screen.newFindings.map(json)))
        object.set("screen", screen.screen)
        object.set("unchanged", .bool(screen.unchanged))
        return object.value
    }

    static func json(_ item: ItemResult) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("findings", .array(item.findings.map(json)))
        object.set("id", item.itemID)
        object.set("kind", item.kind.rawValue)
        object.set("reason", item.reason)
        object.set("severity", item.severity.rawValue)
        if let signOff = item.signOff {
            var sign = JSONObjectBuilder()
            sign.set("author", signOff.author)
            sign.set("date", .string(ToolbarRegistry.formatDate(signOff.date)))
            sign.set("note", signOff.note)
            sign.set("stale", .bool(signOff.stale))
            object.set("signOff", sign.value)
        }
        object.set("suppressed", .array(item.suppressed.map(json)))
        object.set("verdict", item.verdict.rawValue)
        return object.value
    }

    static func json(_ finding: Finding) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("command", finding.commandKey)
        object.set("fingerprint", finding.fingerprint)
        object.set("item", finding.itemID)
        object.set("measured", finding.measured)
        object.set("message", finding.message)
        object.set("scenario", finding.scenario)
        object.set("severity", finding.severity.rawValue)
        if let range = finding.widthRange {
            object.set("widthRange", .object([
                JSONMember("lower", .number(range.lower)), JSONMember("upper", .number(range.upper)),
            ]))
        }
        return object.value
    }

    /// An audit of the history; `changes` adds the record changes logged since the audit before it.
    static func json(_ entry: AuditHistoryEntry, changes: Bool = false) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("at", entry.at)
        object.set("author", entry.author)
        if let change = entry.change { object.set("change", .number(Double(change))) }
        if changes { object.set("changes", .array(entry.changes.map(historyChange))) }
        object.set("checklistVersion", entry.checklistVersion)
        object.set("counts", counts(entry.verdicts))
        object.set("findings", .object(Severity.allCases.reversed().map {
            JSONMember($0.rawValue, .number(Double(entry.findings[$0] ?? 0)))
        }))
        object.set("id", .number(Double(entry.id)))
        if let metrics = entry.metrics, let value = try? JSONParser.parse(Array(metrics.utf8)) {
            object.set("metrics", value)
        }
        object.set("recordsDigest", entry.recordsDigest)
        object.set("registryRevision", .number(Double(entry.registryRevision)))
        object.set("revision", entry.revision)
        object.set("suppressed", .number(Double(entry.suppressed)))
        object.set("toolVersion", entry.toolVersion)
        object.set("trend", entry.trend)
        return object.value
    }

    /// `{"action", "at", "author", "fields", "id", "kind", "record"}`: who changed what.
    static func historyChange(_ entry: LogEntry) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("action", entry.action)
        object.set("at", entry.at)
        object.set("author", entry.author)
        object.set("fields", .array(entry.changedFields.map(JSONValue.string)))
        object.set("id", .number(Double(entry.id)))
        object.set("kind", entry.recordKind)
        object.set("record", entry.recordPath)
        return object.value
    }

    static func json(_ diff: AuditDiff) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("changes", .array(diff.changes.map(LogCommand.json)))
        object.set("fixed", .array(diff.fixed.map(json)))
        object.set("from", json(diff.from))
        object.set("new", .array(diff.new.map(json)))
        object.set("to", json(diff.to))
        object.set("unchanged", .array(diff.unchanged.map(json)))
        return object.value
    }

    /// `{"fail": n, "needsReview": n, "notApplicable": n, "pass": n}`.
    static func counts(_ verdicts: [Verdict: Int]) -> JSONValue {
        .object(Verdict.allCases.map(\.rawValue).sorted().map { name in
            JSONMember(name, .number(Double(Verdict(rawValue: name).flatMap { verdicts[$0] } ?? 0)))
        })
    }
}
