import ToolbarChecklist
import ToolbarModel
import ToolbarSolver
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Audits that judge what devices showed (docs/audits.md, "Observed layouts")

/// A stored observation made on the records an audit judges.
struct AuditObservation: Sendable {
    var id: Int64
    /// The scenario it stands for, as stored at import.
    var scenario: String
    var observation: Observation
    var importedAt: Date
    var importedBy: String

    /// `iPhone 17, iOS 27.1 (observation 3)`: what the audit says it judged.
    var observedOn: String { "\(observation.device.summary) (observation \(id))" }
}

extension Registry {
    /// The screen's observations made on records with `recordsDigest`, decoded; runs inside the
    /// caller's read transaction.
    func auditObservations(screenID: Int64, recordsDigest: String) throws -> [AuditObservation] {
        try store.observations(screenID: screenID, recordsDigest: recordsDigest).map { row in
            AuditObservation(
                id: row.id, scenario: row.scenario,
                observation: try Self.decodeObservation(Data(row.document.utf8), file: "observation \(row.id)"),
                importedAt: Timestamp.parse(row.importedAt) ?? .distantPast, importedBy: row.importedBy)
        }
    }

    /// The layout the audit judges in `scenario`: what the newest observation standing for it
    /// showed (``ToolbarSolver/observedLayout(_:predicted:observed:observedOn:)``), else nil (the
    /// prediction stands).
    static func observedLayout(
        in scenario: Scenario, predicted: Layout, inventory: ScreenInventory, observations: [AuditObservation]
    ) -> Layout? {
        guard let newest = observations.last(where: { $0.scenario == scenario.name }) else { return nil }
        return ToolbarSolver.observedLayout(
            inventory, predicted: predicted, observed: ObservedLayout.read(newest.observation, against: inventory),
            observedOn: newest.observedOn)
    }

    /// The sign-offs the checklist reads, with the newest observation made on the current records
    /// signing off `manual-device-run` (a device run is what that item asks for). Such an
    /// observation outranks a sign-off made on other records.
    static func signOffs(_ signOffs: [SignOff], observations: [AuditObservation]) -> [SignOff] {
        guard let newest = observations.max(by: { $0.importedAt < $1.importedAt }) else { return signOffs }
        let item = "manual-device-run"
        var result = signOffs.filter { $0.itemID != item || !$0.stale }
        result.append(
            SignOff(
                itemID: item, author: "observation \(newest.id)", date: newest.importedAt,
                note:
                    "observed on \(newest.observation.device.summary) in \(newest.scenario), imported by \(newest.importedBy)"
            ))
        return result
    }
}
