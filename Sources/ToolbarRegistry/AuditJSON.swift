import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

// MARK: - The JSON shapes of audits (version 1)

/// What `audit`, `history`, `diff` and `log --format json` print under `audit`, `audits`, `diff`
/// and `entries` (docs/cli-json.md, docs/audits.md). They live with the types so that library
/// users write the same documents the command line does; keys are sorted when written
/// (``JSONWriter``).
extension AuditSummary {
    /// `{"audited", "fails", "failOn", "fixedBaselineEntries", "requireSignOffs", "screens",
    /// "unchanged"}`: the run and every screen's item results and findings. `options` are the
    /// run's (for `requireSignOffs`).
    public func json(options: AuditOptions) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("audited", .number(Double(auditedCount)))
        object.set("fails", .bool(fails))
        object.set("failOn", threshold.rawValue)
        object.set("fixedBaselineEntries", .array(fixedBaselineEntries.map { .string($0.description) }))
        object.set("requireSignOffs", .bool(options.requireSignOffs))
        object.set("screens", .array(screens.map(\.json)))
        object.set("unchanged", .number(Double(unchangedCount)))
        return object.value
    }
}

extension ScreenAuditSummary {
    /// `{"app", "auditID", "counts", "fails", "failingItems", "items", "newFindings",
    /// "observedOn" (only when an observation was judged), "screen", "unchanged"}`.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("app", app)
        object.set("auditID", .number(Double(auditID)))
        object.set("counts", AuditJSON.counts(result.verdictCounts))
        object.set("fails", .bool(fails))
        object.set("failingItems", .array(failingItems.map(JSONValue.string)))
        object.set("items", .array(result.items.map(\.json)))
        object.set("newFindings", .array(newFindings.map(\.json)))
        if !observedOn.isEmpty { object.set("observedOn", .array(observedOn.map(JSONValue.string))) }
        object.set("screen", screen)
        object.set("unchanged", .bool(unchanged))
        return object.value
    }
}

extension ItemResult {
    /// `{"findings", "id", "kind", "reason", "severity", "signOff"?, "suppressed", "verdict"}`;
    /// `signOff` is `{"author", "date", "note", "stale"}`.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("findings", .array(findings.map(\.json)))
        object.set("id", itemID)
        object.set("kind", kind.rawValue)
        object.set("reason", reason)
        object.set("severity", severity.rawValue)
        if let signOff {
            var sign = JSONObjectBuilder()
            sign.set("author", signOff.author)
            sign.set("date", .string(formatDate(signOff.date)))
            sign.set("note", signOff.note)
            sign.set("stale", .bool(signOff.stale))
            object.set("signOff", sign.value)
        }
        object.set("suppressed", .array(suppressed.map(\.json)))
        object.set("verdict", verdict.rawValue)
        return object.value
    }
}

extension Finding {
    /// `{"command"?, "fingerprint", "item", "measured"?, "message", "scenario"?, "severity",
    /// "widthRange"?: {"lower", "upper"}}`.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("command", commandKey)
        object.set("fingerprint", fingerprint)
        object.set("item", itemID)
        object.set("measured", measured)
        object.set("message", message)
        object.set("scenario", scenario)
        object.set("severity", severity.rawValue)
        if let widthRange {
            object.set(
                "widthRange",
                .object([
                    JSONMember("lower", .number(widthRange.lower)), JSONMember("upper", .number(widthRange.upper))
                ]))
        }
        return object.value
    }
}

extension AuditHistoryEntry {
    /// The audit without the record changes before it (`diff`'s `from` and `to`).
    public var json: JSONValue { json(changes: false) }

    /// `{"at", "author", "change"?, "changes"?, "checklistVersion", "counts", "findings", "id",
    /// "metrics"?, "recordsDigest", "registryRevision", "revision"?, "suppressed", "toolVersion",
    /// "trend"}`; `changes` adds the record changes logged since the audit before it (`history`).
    public func json(changes includeChanges: Bool) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("at", at)
        object.set("author", author)
        if let change { object.set("change", .number(Double(change))) }
        if includeChanges { object.set("changes", .array(changes.map(\.historyJSON))) }
        object.set("checklistVersion", checklistVersion)
        object.set("counts", AuditJSON.counts(verdicts))
        object.set(
            "findings",
            .object(
                Severity.allCases.reversed().map {
                    JSONMember($0.rawValue, .number(Double(findings[$0] ?? 0)))
                }))
        object.set("id", .number(Double(id)))
        if let metrics, let value = try? JSONParser.parse(Array(metrics.utf8)) {
            object.set("metrics", value)
        }
        object.set("recordsDigest", recordsDigest)
        object.set("registryRevision", .number(Double(registryRevision)))
        object.set("revision", revision)
        object.set("suppressed", .number(Double(suppressed)))
        object.set("toolVersion", toolVersion)
        object.set("trend", trend)
        return object.value
    }
}

extension AuditDiff {
    /// `{"changes", "fixed", "from", "new", "to", "unchanged"}`.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("changes", .array(changes.map(\.json)))
        object.set("fixed", .array(fixed.map(\.json)))
        object.set("from", from.json)
        object.set("new", .array(new.map(\.json)))
        object.set("to", to.json)
        object.set("unchanged", .array(unchanged.map(\.json)))
        return object.value
    }
}

extension ChangeLogEntry {
    /// `{"action", "after"?, "at", "author", "before"?, "id", "kind", "record"}`: one change-log
    /// entry with the record before and after (`log`, `diff`).
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("id", Int(id))
        object.set("at", at)
        object.set("author", author)
        object.set("action", action)
        object.set("kind", recordKind)
        object.set("record", recordPath)
        if let before, let value = try? JSONParser.parse(Array(before.utf8)) { object.set("before", value) }
        if let after, let value = try? JSONParser.parse(Array(after.utf8)) { object.set("after", value) }
        return object.value
    }

    /// `{"action", "at", "author", "fields", "id", "kind", "record"}`: who changed what, as an
    /// audit's history lists it.
    public var historyJSON: JSONValue {
        var object = JSONObjectBuilder()
        object.set("action", action)
        object.set("at", at)
        object.set("author", author)
        object.set("fields", .array(changedFields.map(JSONValue.string)))
        object.set("id", .number(Double(id)))
        object.set("kind", recordKind)
        object.set("record", recordPath)
        return object.value
    }
}

/// Pieces the audit shapes share.
enum AuditJSON {
    /// `{"fail": n, "needsReview": n, "notApplicable": n, "pass": n}`.
    static func counts(_ verdicts: [Verdict: Int]) -> JSONValue {
        .object(
            Verdict.allCases.map(\.rawValue).sorted().map { name in
                JSONMember(name, .number(Double(Verdict(rawValue: name).flatMap { verdicts[$0] } ?? 0)))
            })
    }
}
