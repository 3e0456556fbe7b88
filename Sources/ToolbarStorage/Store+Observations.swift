import ToolbarModel

// MARK: - Records

/// One element of an observation as stored: a bar item, the overflow button or a menu row, with
/// the region read from its frame and the command it was matched to.
public struct ObservationElementRecord: Hashable, Sendable {
    /// `item`, `overflowButton` or `menuEntry`.
    public enum Kind: String, Sendable, SQLBindable {
        case item, overflowButton, menuEntry
    }

    public var kind: Kind
    public var identifier: String?
    public var label: String
    /// Its frame (menu rows have none).
    public var frame: ObservedRect?
    /// The region read from the frame (`overflowMenu` for menu rows); `nil` when in no bar.
    public var region: String?
    /// The command it was matched to.
    public var commandID: Int64?
    /// `identifier` or `label`, when matched.
    public var matchedBy: String?

    public init(
        kind: Kind, identifier: String?, label: String, frame: ObservedRect?, region: String?,
        commandID: Int64? = nil, matchedBy: String? = nil
    ) {
        self.kind = kind
        self.identifier = identifier
        self.label = label
        self.frame = frame
        self.region = region
        self.commandID = commandID
        self.matchedBy = matchedBy
    }
}

/// One imported observation document with what import decided about it.
public struct ObservationRecord: Hashable, Sendable {
    /// The document as imported.
    public var observation: Observation
    /// Its canonical JSON (what is stored).
    public var document: String
    /// SHA-256 of ``document``.
    public var documentDigest: String
    /// The scenario it stands for (a preset's name, or `observed-WxH`).
    public var scenario: String
    /// The kind of device or window, as told or inferred.
    public var target: ScenarioTarget
    /// The screen's records digest when it was imported.
    public var recordsDigest: String
    public var importedAt: String
    public var importedBy: String
    /// Bar items, the overflow button, then menu rows, in document order.
    public var elements: [ObservationElementRecord]

    public init(
        observation: Observation, document: String, documentDigest: String, scenario: String,
        target: ScenarioTarget, recordsDigest: String, importedAt: String, importedBy: String,
        elements: [ObservationElementRecord]
    ) {
        self.observation = observation
        self.document = document
        self.documentDigest = documentDigest
        self.scenario = scenario
        self.target = target
        self.recordsDigest = recordsDigest
        self.importedAt = importedAt
        self.importedBy = importedBy
        self.elements = elements
    }
}

/// A stored observation, as listed: what it was taken on and when it was imported, and its document.
public struct StoredObservation: Hashable, Sendable {
    public var id: Int64
    public var screenID: Int64
    public var scenario: String
    public var target: String
    public var deviceModel: String
    public var deviceName: String?
    public var osVersion: String
    public var linkedSDK: String?
    public var windowWidth: Double
    public var windowHeight: Double
    public var takenAt: String?
    public var recordsDigest: String
    public var importedAt: String
    public var importedBy: String
    /// The document's canonical JSON.
    public var document: String
}

extension RegistryStore {
    /// Whether the screen already holds the document with `digest`.
    public func hasObservation(screenID: Int64, documentDigest digest: String) throws -> Bool {
        try connection.scalarInt(
            "SELECT count(*) FROM observations WHERE screen_id = ? AND document_digest = ?",
            [.integer(screenID), .text(digest)]) ?? 0 > 0
    }

    /// Stores an observation of the screen with its elements; returns its id.
    public func insertObservation(screenID: Int64, _ record: ObservationRecord) throws -> Int64 {
        let observation = record.observation
        try connection.run(
            """
            INSERT INTO observations (screen_id, document_digest, scenario, target, device_model, device_name, \
            os_version, simulator, linked_sdk, orientation, window_width, window_height, horizontal_size_class, \
            vertical_size_class, taken_at, records_digest, imported_at, imported_by, document)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .integer(screenID), .text(record.documentDigest), .text(record.scenario), record.target.sqlValue,
                .text(observation.device.model), observation.device.name.sqlValue,
                .text(observation.device.osVersion.description), observation.device.simulator.sqlValue,
                observation.linkedSDK?.description.sqlValue ?? .null, observation.orientation.sqlValue,
                .real(observation.window.width), .real(observation.window.height),
                observation.horizontalSizeClass.sqlValue,
                observation.verticalSizeClass.sqlValue, observation.takenAt.sqlValue,
                .text(record.recordsDigest), .text(record.importedAt), .text(record.importedBy), .text(record.document)
            ])
        let id = connection.lastInsertRowID
        let insert = try connection.prepare(
            """
            INSERT INTO observation_elements (observation_id, position, kind, identifier, label, x, y, width, height, \
            region, command_id, matched_by)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (position, element) in record.elements.enumerated() {
            try insert.bind([
                .integer(id), .integer(Int64(position)), element.kind.sqlValue, element.identifier.sqlValue,
                .text(element.label), element.frame?.x.sqlValue ?? .null, element.frame?.y.sqlValue ?? .null,
                element.frame?.width.sqlValue ?? .null, element.frame?.height.sqlValue ?? .null,
                element.region.sqlValue, element.commandID.sqlValue, element.matchedBy.sqlValue
            ])
            _ = try insert.step()
            insert.reset()
        }
        return id
    }

    /// The screen's observations, oldest import first.
    public func observations(screenID: Int64) throws -> [StoredObservation] {
        try observationRows("WHERE screen_id = ?", [.integer(screenID)])
    }

    /// Stored observations matching `filter` (a WHERE clause), oldest import first.
    private func observationRows(_ filter: SQL, _ arguments: [SQLValue]) throws -> [StoredObservation] {
        try connection.query(
            """
            SELECT id, screen_id, scenario, target, device_model, device_name, os_version, linked_sdk, window_width, \
            window_height, taken_at, records_digest, imported_at, imported_by, document
            FROM observations \(filter) ORDER BY id
            """, arguments
        ) { row in
            StoredObservation(
                id: row.int64(0), screenID: row.int64(1), scenario: row.string(2), target: row.string(3),
                deviceModel: row.string(4), deviceName: row.optionalString(5), osVersion: row.string(6),
                linkedSDK: row.optionalString(7), windowWidth: row.double(8), windowHeight: row.double(9),
                takenAt: row.optionalString(10), recordsDigest: row.string(11), importedAt: row.string(12),
                importedBy: row.string(13), document: row.string(14))
        }
    }

    /// The stored elements of an observation, in position order.
    public func observationElements(observationID: Int64) throws -> [ObservationElementRecord] {
        try connection.query(
            """
            SELECT kind, identifier, label, x, y, width, height, region, command_id, matched_by
            FROM observation_elements WHERE observation_id = ? ORDER BY position
            """, [.integer(observationID)]
        ) { row in
            var frame: ObservedRect?
            if let x = row.optionalDouble(3), let y = row.optionalDouble(4), let width = row.optionalDouble(5),
                let height = row.optionalDouble(6)
            {
                frame = ObservedRect(x: x, y: y, width: width, height: height)
            }
            return ObservationElementRecord(
                kind: ObservationElementRecord.Kind(rawValue: row.string(0)) ?? .item,
                identifier: row.optionalString(1),
                label: row.string(2), frame: frame, region: row.optionalString(7), commandID: row.optionalInt64(8),
                matchedBy: row.optionalString(9))
        }
    }
}

// MARK: - What audits read

/// What an audit's inputs digest records of one stored observation (not its document).
public struct ObservationStamp: Hashable, Sendable {
    public var id: Int64
    public var documentDigest: String
    public var scenario: String
    public var recordsDigest: String
}

extension RegistryStore {
    /// The screen's observations as an audit's inputs digest records them, by id.
    public func observationStamps(screenID: Int64) throws -> [ObservationStamp] {
        try connection.query(
            "SELECT id, document_digest, scenario, records_digest FROM observations WHERE screen_id = ? ORDER BY id",
            [.integer(screenID)]
        ) { row in
            ObservationStamp(
                id: row.int64(0), documentDigest: row.string(1), scenario: row.string(2),
                recordsDigest: row.string(3))
        }
    }

    /// The screen's observations made on records with `recordsDigest` (the ones an audit of those
    /// records judges), oldest import first.
    public func observations(screenID: Int64, recordsDigest: String) throws -> [StoredObservation] {
        try observations(screenID: screenID).filter { $0.recordsDigest == recordsDigest }
    }
}

// MARK: - Listing and removing

extension RegistryStore {
    /// Every stored observation of the app's screens (`appID`), or of the whole registry, with its
    /// screen's id, oldest import first.
    public func observations(appID: Int64?) throws -> [StoredObservation] {
        guard let appID else { return try observationRows("", []) }
        return try observationRows("WHERE screen_id IN (SELECT id FROM screens WHERE app_id = ?)", [.integer(appID)])
    }

    /// The observation with `id`, if stored.
    public func observation(id: Int64) throws -> StoredObservation? {
        try observationRows("WHERE id = ?", [.integer(id)]).first
    }

    /// Deletes the observation with `id` and its elements.
    public func deleteObservation(id: Int64) throws {
        try connection.run("DELETE FROM observation_elements WHERE observation_id = ?", [.integer(id)])
        try connection.run("DELETE FROM observations WHERE id = ?", [.integer(id)])
    }
}
