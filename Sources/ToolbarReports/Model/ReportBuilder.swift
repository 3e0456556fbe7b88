import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Builds report sections from plain values: the screen's records, the layouts the audit stored,
/// its checklist result, suppressions, history and diff. The service calls it with stored audits;
/// tests call it with the solver and checklist directly.
public enum ReportBuilder {
    /// One screen's section. `commandSources` gives scanned commands' places in Swift source (by key),
    /// so their findings point at the item rather than at the screen.
    public static func screen(
        inventory: ScreenInventory, scenarios: [ScenarioInput], result: ScreenChecklistResult,
        suppressions: [Suppression] = [], history: [HistoryPoint] = [], diff: FindingDiff? = nil,
        audit: AuditStamp? = nil, failOn: Severity = .error, now: Date, registryIndex: RegistryFileIndex? = nil,
        commandSources: [String: SourceLocation] = [:]
    ) -> ScreenReport {
        let app = inventory.app.name
        let screenName = inventory.screen.name
        let titles = Dictionary(Checklist.catalogue.map { ($0.id, $0.description.title) }) { first, _ in first }
        let commands = inventory.commands.map { command in
            CommandRow(
                key: command.key, title: command.title, symbol: command.symbol, content: command.content.rawValue,
                classification: command.classification?.rawValue,
                role: command.role == .none ? nil : command.role.rawValue, placement: command.placement.rawValue,
                group: command.group, priority: inventory.effectivePriority(of: command).description,
                essential: command.essential, places: scenarios.map { place(of: command.key, in: $0.layout) },
                source: commandSources[command.key],
                registryLine: registryIndex?.line(app: app, screen: screenName, command: command.key))
        }
        let checklist = result.items.map { ChecklistRow(title: titles[$0.itemID] ?? $0.itemID, result: $0) }
        let unreviewed = result.items.contains { $0.verdict == .needsReview }
        let verdict: ScreenVerdict = result.fails(at: failOn) ? .fail : unreviewed ? .needsReview : .pass
        let sortedSuppressions = suppressions.map {
            SuppressionRow(
                itemID: $0.itemID, commandKey: $0.commandKey, author: $0.author, reason: $0.reason,
                until: $0.until, inactive: !$0.isActive(at: now))
        }.sorted { ($0.itemID, $0.commandKey ?? "", $0.author) < ($1.itemID, $1.commandKey ?? "", $1.author) }
        return ScreenReport(
            app: app, screen: screenName, title: inventory.screen.title, owner: inventory.effectiveOwner,
            source: inventory.screen.source,
            registryLine: registryIndex?.line(app: app, screen: screenName, command: nil), audit: audit,
            verdict: verdict, commands: commands, checklist: checklist, suppressions: sortedSuppressions,
            scenarios: pictures(of: scenarios),
            history: history.sorted { ($0.time, $0.auditID) < ($1.time, $1.auditID) }, diff: diff)
    }

    /// The counts of one audit, for history trends.
    public static func historyPoint(auditID: String, time: Date, result: ScreenChecklistResult) -> HistoryPoint {
        let findings = result.findings
        return HistoryPoint(
            auditID: auditID, time: time, errors: findings.count { $0.severity == .error },
            warnings: findings.count { $0.severity == .warning }, infos: findings.count { $0.severity == .info },
            needsReview: result.items.count { $0.verdict == .needsReview })
    }

    /// The scenarios' pictures, their layouts kept compactly (``LayoutSharing``).
    static func pictures(of scenarios: [ScenarioInput]) -> [ScenarioPicture] {
        var sharing = LayoutSharing()
        return scenarios.map { input in
            ScenarioPicture(scenario: input.scenario, layout: sharing.shared(input.layout), sweep: input.sweep)
        }
    }

    // MARK: - Places

    /// Where `key` is in `layout`, and why when it is in the menu or not shown.
    static func place(of key: String, in layout: Layout) -> CommandPlaceCell {
        let region = layout.region(of: key) ?? .absent
        let reason =
            layout.overflowEntry(for: key)?.reason.rawValue
            ?? layout.missing.first { $0.key == key }?.reason.rawValue
        return CommandPlaceCell(scenario: layout.scenario, region: region, reason: reason)
    }
}
