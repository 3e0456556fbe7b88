import ToolbarModel
import ToolbarSolver
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One stored observation as `observe list` shows it; its `Codable` form is what `observe list
/// --format json` and `observe remove --format json` print for it (docs/cli-json.md).
public struct ObservationListing: Codable, Hashable, Sendable {
    /// What `observe remove` and reports call it.
    public var id: Int64
    /// `App/Screen`.
    public var screen: String
    /// The scenario it stands for.
    public var scenario: String
    /// `iPhone`, `iPhoneOnIPad`, … (as told or inferred at import).
    public var target: String
    /// `iPhone 17, iOS 27.1`.
    public var device: String
    public var linkedSDK: String?
    public var windowWidth: Double
    public var windowHeight: Double
    public var takenAt: String?
    public var importedAt: String
    public var importedBy: String
    /// Whether the screen's records changed since it was imported (audits no longer judge it).
    public var stale: Bool
}

extension Registry {
    /// The stored observations of one screen (`App/Screen`), of an app's screens (`App`) or of
    /// the whole registry (`nil`), oldest import first.
    public func observations(_ scope: RecordPath? = nil) throws -> [ObservationListing] {
        try read {
            let rows: [StoredObservation]
            if let scope, scope.screen != nil {
                rows = try store.observations(screenID: try resolveScreen(scope).screen.id)
            } else {
                rows = try store.observations(appID: try scope.map { try resolveApp($0.app).id })
            }
            var screens: [Int64: (path: String, digest: String)] = [:]
            return try rows.map { row in
                let screen: (path: String, digest: String)
                if let known = screens[row.screenID] {
                    screen = known
                } else {
                    screen = try screenStamp(row.screenID)
                    screens[row.screenID] = screen
                }
                return Self.listing(row, screen: screen.path, stale: row.recordsDigest != screen.digest)
            }
        }
    }

    /// Removes the stored observations with `ids` in one transaction, one change-log entry each
    /// (`observe` … `remove`); an id the registry does not hold removes nothing. Audits of their
    /// screens judge them again (their inputs digest holds the observations).
    @discardableResult
    public func removeObservations(_ ids: [Int64]) throws -> [ObservationListing] {
        try write {
            var removed: [ObservationListing] = []
            for id in ids {
                guard let row = try store.observation(id: id) else {
                    throw RegistryError.conflict(
                        "no observation \(id) in the registry; list them with 'toolbar-registry observe list'; "
                            + "nothing was removed")
                }
                if removed.contains(where: { $0.id == id }) { continue }
                let screen = try screenStamp(row.screenID)
                let listing = Self.listing(row, screen: screen.path, stale: row.recordsDigest != screen.digest)
                let appID = try store.screen(id: row.screenID)?.appID
                try store.deleteObservation(id: id)
                var summary = JSONObjectBuilder()
                summary.set("scenario", row.scenario)
                summary.set("device", listing.device)
                summary.set("importedAt", row.importedAt)
                summary.set("importedBy", row.importedBy)
                try log(
                    "remove", kind: "observation", id: id, path: screen.path, appID: appID, screenID: row.screenID,
                    before: summary.value, after: nil)
                removed.append(listing)
            }
            return removed
        }
    }

    /// The screen's `App/Screen` and records digest.
    private func screenStamp(_ screenID: Int64) throws -> (path: String, digest: String) {
        guard let inventory = try store.inventory(screenID: screenID) else { return ("screen \(screenID)", "") }
        return ("\(inventory.app.name)/\(inventory.screen.name)", Self.recordsDigest(inventory))
    }

    private static func listing(_ row: StoredObservation, screen: String, stale: Bool) -> ObservationListing {
        ObservationListing(
            id: row.id, screen: screen, scenario: row.scenario, target: row.target,
            device: "\(row.deviceName ?? row.deviceModel), iOS \(row.osVersion)", linkedSDK: row.linkedSDK,
            windowWidth: row.windowWidth, windowHeight: row.windowHeight, takenAt: row.takenAt,
            importedAt: row.importedAt, importedBy: row.importedBy, stale: stale)
    }
}
