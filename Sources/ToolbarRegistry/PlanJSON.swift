import ToolbarCodegen
import ToolbarModel

// MARK: - The JSON shape of a plan (version 1)

extension PlanResult {
    /// What `plan --format json` prints under `plan` (docs/cli-json.md,
    /// docs/plan-and-generate.md): `{"applied", "checklist": [{"after", "before", "findingsAfter",
    /// "findingsBefore", "item"}], "commands", "decisions": [{"action", "key", "kept", "reason",
    /// "rule"}], "groups", "horizontalScenario", "screen", "verticalScenario", "visibility":
    /// [{"horizontalAfter", "horizontalBefore", "key", "verticalAfter", "verticalBefore"}],
    /// "worsened"}`. `commands` and `groups` are the planned records in the interchange format;
    /// `path` is the screen's, as `screen`.
    public func json(path: RecordPath) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }
        let decisions: [JSONValue] = plan.decisions.map { decision in
            .object([
                JSONMember("action", .string(decision.action)),
                JSONMember("key", decision.key.map { .string($0) } ?? .null),
                JSONMember("kept", .bool(decision.kept)),
                JSONMember("reason", .string(decision.reason)),
                JSONMember("rule", .string(decision.rule.rawValue))
            ])
        }
        let items: [JSONValue] = judgement.items.map { item in
            .object([
                JSONMember("after", .string(item.after.rawValue)),
                JSONMember("before", .string(item.before.rawValue)),
                JSONMember("findingsAfter", .number(Double(item.findingsAfter))),
                JSONMember("findingsBefore", .number(Double(item.findingsBefore))),
                JSONMember("item", .string(item.itemID))
            ])
        }
        let visibility: [JSONValue] = judgement.visibility.map { line in
            .object([
                JSONMember("horizontalAfter", number(line.horizontalAfter)),
                JSONMember("horizontalBefore", number(line.horizontalBefore)),
                JSONMember("key", .string(line.key)),
                JSONMember("verticalAfter", number(line.verticalAfter)),
                JSONMember("verticalBefore", number(line.verticalBefore))
            ])
        }
        return .object([
            JSONMember("applied", .bool(applied)),
            JSONMember("checklist", .array(items)),
            JSONMember("commands", .array(plan.after.commands.map(RecordJSON.encode))),
            JSONMember("decisions", .array(decisions)),
            JSONMember("groups", .array(plan.after.groups.map(RecordJSON.encode))),
            JSONMember("horizontalScenario", judgement.horizontalScenario.map { .string($0) } ?? .null),
            JSONMember("screen", .string(path.description)),
            JSONMember("verticalScenario", judgement.verticalScenario.map { .string($0) } ?? .null),
            JSONMember("visibility", .array(visibility)),
            JSONMember("worsened", .array(judgement.worsened.map { .string($0.itemID) }))
        ])
    }
}
