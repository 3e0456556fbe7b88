import ToolbarChecklist
import ToolbarModel
import ToolbarSolver
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - The layouts an audit judged, stored or redrawn

/// One layout an audit judged: the scenario, the layout, its digest and JSON.
struct AuditedLayout {
    var scenario: Scenario
    var layout: Layout
    /// The digest the audit recorded.
    var digest: String
    /// The layout's compact JSON (stored, or redrawn).
    var json: String
}

extension Registry {
    /// The layouts the audit with row id `auditID` judged, by scenario name in name order, each
    /// with its digest and JSON. Audits since migration 0011 keep the records, scenarios and
    /// pinned metrics they judged instead of their layouts: the layouts are redrawn here, by the
    /// same pure solver, and each is checked against the digest the audit recorded.
    /// - Throws: ``RegistryError/storage(_:)`` when the audit keeps nothing to redraw them from.
    public func auditLayouts(auditID: Int64) throws -> [StoredLayout] {
        try read {
            guard let header = try store.audit(id: auditID) else { return [] }
            return try auditedLayouts(header, presets: [:]).map {
                StoredLayout(scenario: $0.scenario.name, digest: $0.digest, json: $0.json, screen: $0.layout.screen)
            }
        }
    }

    /// The audit's layouts, in the caller's read transaction. A scenario no longer kept (audits
    /// before migration 0011 kept none) is taken from `presets` by name, else made up from the
    /// layout's window and marked "no longer registered". A layout the current solver draws
    /// differently from the audit's (an audit by another solver version) is the current one,
    /// and its scenario's summary says so.
    func auditedLayouts(_ header: AuditHeader, presets: [String: Scenario]) throws -> [AuditedLayout] {
        func scenario(_ name: String, _ layout: Layout) -> Scenario {
            presets[name]
                ?? Scenario(
                    name: name, summary: "no longer registered", width: layout.windowWidth ?? 0,
                    height: layout.windowHeight ?? 0)
        }
        guard let digests = try store.auditLayoutDigests(auditID: header.id) else {
            let decoder = JSONDecoder()
            return try store.auditLayouts(auditID: header.id).map { stored in
                let layout = try decoder.decode(Layout.self, from: Data(stored.json.utf8))
                return AuditedLayout(
                    scenario: scenario(stored.scenario, layout), layout: layout, digest: stored.digest,
                    json: stored.json)
            }
        }
        if digests.isEmpty { return [] }
        func missing(_ what: String) -> RegistryError {
            .storage(.inconsistent("audit \(header.id) keeps no \(what) to redraw its layouts from"))
        }
        guard let records = try store.auditRecords(auditID: header.id) else { throw missing("records") }
        guard let scenariosJSON = try header.scenariosDigest.flatMap(store.auditScenarios(digest:)) else {
            throw missing("scenarios")
        }
        let inventory: ScreenInventory
        let kept: [Scenario]
        let pins: MetricPins
        do {
            inventory = try ScreenInventory(recordsDocument: records, appName: "")
            kept = try Scenario.decodeArray(scenariosJSON)
            pins =
                try header.metricsJSON.map { try JSONDecoder().decode(MetricPins.self, from: Data($0.utf8)) } ?? .none
        } catch {
            throw RegistryError.storage(.inconsistent("audit \(header.id) keeps records it cannot read: \(error)"))
        }
        let byName = Dictionary(kept.map { ($0.name, $0) }) { first, _ in first }
        let metrics = ToolbarSolver.metrics(for: inventory, pins: pins)
        return try digests.map { name, digest in
            guard var chosen = byName[name] else { throw missing("scenario '\(name)'") }
            let layout = ToolbarSolver.solve(inventory, in: chosen, metrics: metrics)
            // Audits before migration 0012 recorded format 1 (SHA-256 of the compact JSON).
            let format = header.layoutDigestVersion ?? 1
            if let redrawn = layout.digest(version: format) {
                if redrawn != digest {
                    chosen.summary +=
                        (chosen.summary.isEmpty ? "" : " ")
                        + "(redrawn by solver \(ToolbarSolver.version); the audit's solver "
                        + "\(header.solverVersion ?? "before 0011") judged a different layout)"
                }
            } else {
                chosen.summary +=
                    (chosen.summary.isEmpty ? "" : " ")
                    + "(redrawn by solver \(ToolbarSolver.version); not checked: the audit's layout digests are in "
                    + "format \(format), which this build does not know)"
            }
            let json = layout.compactJSON
            return AuditedLayout(scenario: chosen, layout: layout, digest: digest, json: json)
        }
    }
}
