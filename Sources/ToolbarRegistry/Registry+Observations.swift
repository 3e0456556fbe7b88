import ToolbarModel
import ToolbarSolver
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `observe import` did with one document.
public struct ObservationImport: Codable, Hashable, Sendable {
    /// The file it came from, as given.
    public var file: String
    /// The screen it is of, as registered (`PhotoEditor/Editor`).
    public var screen: String
    /// The scenario it stands for (a preset's name, or `observed-WxH`).
    public var scenario: String
    /// `iPhone 17, iOS 27.1`.
    public var device: String
    /// Whether the screen already held this very document (then nothing was stored for it).
    public var alreadyImported: Bool
    /// Command keys matched by accessibility identifier, then by label.
    public var matchedByIdentifier: [String]
    public var matchedByLabel: [String]
    /// Commands seen nowhere although the overflow menu was read (or there was none).
    public var hidden: [String]
    /// Commands whose place is not known (the menu was not read and they were in no bar).
    public var unknown: [String]
    /// Elements no command matches.
    public var unmatched: [UnmatchedElement]
}

/// What `observe import` did with all its documents.
public struct ObservationImportReport: Hashable, Sendable {
    public var documents: [ObservationImport]

    /// How many documents were stored (not already there).
    public var stored: Int { documents.filter { !$0.alreadyImported }.count }
}

extension Registry {
    // MARK: - Import

    /// Reads and imports observation documents (docs/observations.md) in one transaction: a file
    /// that cannot be read or is refused stops the import before anything is written. A folder
    /// stands for the `.json` files directly in it.
    /// - Throws: ``RegistryError/file(path:reason:)``, ``RegistryError/importRefused(file:_:)`` with
    ///   the JSON path of the problem (an unknown app, screen or scenario included).
    public func importObservationFiles(_ paths: [String], dryRun: Bool = false) throws -> ObservationImportReport {
        var documents: [(file: String, observation: Observation)] = []
        for path in try Self.observationFiles(paths) {
            documents.append((path, try Self.decodeObservation(try Self.readInputFile(path), file: path)))
        }
        return try importObservations(documents, dryRun: dryRun)
    }

    /// The files `paths` name: a folder stands for the `.json` files directly in it, by name.
    static func observationFiles(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            guard FileKind.isDirectory(path) == true else {
                files.append(path)
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                throw RegistryError.file(path: path, reason: "cannot list the folder")
            }
            // Named as given (a relative folder gives relative names).
            let base = path.hasSuffix("/") ? path : path + "/"
            files += names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
                .map { base + $0 }
                .filter { FileKind.isDirectory($0) == false }
        }
        return files
    }

    /// Decodes one observation document; `file` names it in errors.
    public static func decodeObservation(_ data: Data, file: String) throws -> Observation {
        do {
            return try Observation.decode(data)
        } catch let error as InterchangeError {
            throw RegistryError.importRefused(file: file, error)
        }
    }

    /// Stores decoded observations, each matched to its screen's commands (by identifier, then
    /// label), in one transaction; a document the screen already holds is reported, not stored twice.
    public func importObservations(_ documents: [(file: String, observation: Observation)], dryRun: Bool = false)
        throws -> ObservationImportReport
    {
        do {
            return try write {
                let presets = try store.scenarios().map(\.value)
                var report = ObservationImportReport(documents: [])
                for (file, observation) in documents {
                    report.documents.append(try importObservation(observation, file: file, presets: presets))
                }
                if dryRun { throw ObservationDryRun(report: report) }
                return report
            }
        } catch let rollback as ObservationDryRun {
            return rollback.report
        }
    }

    private struct ObservationDryRun: Error {
        var report: ObservationImportReport
    }

    private func importObservation(_ observation: Observation, file: String, presets: [Scenario]) throws
        -> ObservationImport
    {
        func refuse(_ path: String, _ message: String, hint: String) -> RegistryError {
            .importRefused(file: file, InterchangeError(kind: .invalidRecord, path: path, message: message, hint: hint))
        }
        guard let app = try store.app(named: observation.app) else {
            let suggestion = Suggestions.closest(to: observation.app, among: try store.apps().map(\.value.name))
            throw refuse(
                "$.app", "no app '\(observation.app.debugPreview)' in the registry",
                hint: suggestion.map { "did you mean '\($0)'?" } ?? "add the app, or fix \"app\"")
        }
        guard let screen = try store.screen(appID: app.id, named: observation.screen),
            let inventory = try store.inventory(screenID: screen.id)
        else {
            let suggestion = Suggestions.closest(
                to: observation.screen,
                among: try store.screens(appID: app.id).map(\.value.name))
            throw refuse(
                "$.screen", "no screen '\(observation.screen.debugPreview)' in app '\(app.value.name)'",
                hint: suggestion.map { "did you mean '\($0)'?" } ?? "add the screen, or fix \"screen\"")
        }
        if let named = observation.scenario, !presets.contains(where: { $0.name == named }) {
            let suggestion = Suggestions.closest(to: named, among: presets.map(\.name))
            throw refuse(
                "$.scenario", "no scenario '\(named.debugPreview)' in the registry",
                hint: suggestion.map { "did you mean '\($0)'?" }
                    ?? "leave \"scenario\" out to find the preset by window size")
        }
        let document = observation.jsonText
        let digest = SHA256.hex(document)
        let observed = ObservedLayout.read(observation, against: inventory)
        let scenario = observation.scenario(presets: presets)
        let path = "\(app.value.name)/\(screen.value.name)"
        var result = ObservationImport(
            file: file, screen: path, scenario: scenario.name, device: observation.device.summary,
            alreadyImported: false,
            matchedByIdentifier: observed.places.filter { $0.matchedBy == .identifier }.map(\.key),
            matchedByLabel: observed.places.filter { $0.matchedBy == .label }.map(\.key),
            hidden: observed.places.filter { $0.region == .hidden }.map(\.key),
            unknown: inventory.commands.filter { $0.content.isCommand && observed.place(of: $0.key) == nil }.map(\.key),
            unmatched: observed.unmatched)
        if try store.hasObservation(screenID: screen.id, documentDigest: digest) {
            result.alreadyImported = true
            return result
        }
        let commandIDs = Dictionary(
            try store.commands(screenID: screen.id).map { ($0.value.key, $0.id) },
            uniquingKeysWith: { first, _ in first })
        let elements = observed.elements.map { element in
            ObservationElementRecord(
                kind: ObservationElementRecord.Kind(rawValue: element.kind.rawValue) ?? .item,
                identifier: element.identifier, label: element.label, frame: element.frame,
                region: element.region?.rawValue, commandID: element.key.flatMap { commandIDs[$0] },
                matchedBy: element.matchedBy?.rawValue)
        }
        let record = ObservationRecord(
            observation: observation, document: document, documentDigest: digest, scenario: scenario.name,
            target: observation.inferredTarget, recordsDigest: Self.recordsDigest(inventory),
            importedAt: actionTime ?? now(), importedBy: author, elements: elements)
        let id = try store.insertObservation(screenID: screen.id, record)
        var summary = JSONObjectBuilder()
        summary.set("scenario", scenario.name)
        summary.set("device", observation.device.summary)
        summary.set("document", digest)
        try log(
            "observe", kind: "observation", id: id, path: path, appID: app.id, screenID: screen.id, before: nil,
            after: summary.value)
        return result
    }
}

// MARK: - Compare

extension Registry {
    /// Compares every observation of the screen (`App/Screen`) or of each screen of the app
    /// (`App`) with what the solver predicts now for the same window, with the team's pinned
    /// metrics and the linked SDK the observed app was built with.
    public func compareObservations(_ scope: RecordPath, pins: MetricPins = .none) throws -> [ScreenObservationChecks] {
        let work = try read { () -> [(String, String, ScreenInventory?, [StoredObservation])] in
            let app = try resolveApp(scope.app)
            var screens: [Stored<Screen>]
            if let name = scope.screen {
                screens = [try resolveScreen(app: scope.app, screen: name).screen]
            } else {
                screens = try store.screens(appID: app.id)
            }
            screens.sort { $0.value.name < $1.value.name }
            return try screens.compactMap { screen in
                let path = "\(app.value.name)/\(screen.value.name)"
                let stored = try store.observations(screenID: screen.id)
                // A screen never observed needs no inventory (reports ask for every screen).
                if stored.isEmpty { return (path, app.value.name, nil, []) }
                guard let inventory = try store.inventory(screenID: screen.id) else { return nil }
                return (path, app.value.name, inventory, stored)
            }
        }
        let presets = try scenarios()
        return try work.map { path, appName, inventory, stored in
            guard let inventory else { return ScreenObservationChecks(screen: path, app: appName, checks: []) }
            let digest = Self.recordsDigest(inventory)
            let checks = try stored.map { row in
                let observation = try Self.decodeObservation(Data(row.document.utf8), file: "observation \(row.id)")
                var predicted = inventory
                if let sdk = observation.linkedSDK { predicted.app.linkedSDK = sdk }
                let comparison = ToolbarSolver.compare(
                    predicted, observed: ObservedLayout.read(observation, against: predicted),
                    scenario: observation.scenario(presets: presets),
                    metrics: ToolbarSolver.metrics(for: predicted, pins: pins))
                return ObservationCheck(
                    id: row.id, device: observation.device.summary, linkedSDK: predicted.app.linkedSDK.description,
                    takenAt: row.takenAt, importedAt: row.importedAt, importedBy: row.importedBy,
                    stale: row.recordsDigest != digest, comparison: comparison)
            }
            return ScreenObservationChecks(screen: path, app: inventory.app.name, checks: checks)
        }
    }
}

// MARK: - Calibrate

extension Registry {
    /// Fits the estimated metrics (and estimated custom-view widths) to every observation in the
    /// registry, or of one app's screens (`scope`), starting from the team's pinned metrics.
    /// Reads only: nothing is written.
    public func calibrate(_ scope: String? = nil, pins: MetricPins = .none) throws -> CalibrationResult {
        let apps = try scope.map { [$0] } ?? self.apps().map(\.name)
        let presets = try scenarios()
        var samples: [CalibrationSample] = []
        for app in apps {
            for screen in try compareObservationInputs(RecordPath(app: app)) {
                for observation in screen.observations {
                    var inventory = screen.inventory
                    if let sdk = observation.linkedSDK { inventory.app.linkedSDK = sdk }
                    samples.append(
                        CalibrationSample(
                            inventory: inventory, scenario: observation.scenario(presets: presets),
                            observed: ObservedLayout.read(observation, against: inventory),
                            metrics: ToolbarSolver.metrics(for: inventory, pins: pins)))
                }
            }
        }
        return Calibration.fit(samples)
    }

    /// Each screen in `scope` with its inventory and decoded observations.
    func compareObservationInputs(_ scope: RecordPath) throws
        -> [(inventory: ScreenInventory, observations: [Observation])]
    {
        let rows = try read { () -> [(ScreenInventory, [StoredObservation])] in
            let app = try resolveApp(scope.app)
            let screens =
                scope.screen == nil
                ? try store.screens(appID: app.id)
                : [try resolveScreen(app: scope.app, screen: scope.screen ?? "").screen]
            return try screens.sorted { $0.value.name < $1.value.name }.compactMap { screen in
                guard let inventory = try store.inventory(screenID: screen.id) else { return nil }
                return (inventory, try store.observations(screenID: screen.id))
            }
        }
        return try rows.map { inventory, stored in
            (
                inventory,
                try stored.map { try Self.decodeObservation(Data($0.document.utf8), file: "observation \($0.id)") }
            )
        }
    }
}
