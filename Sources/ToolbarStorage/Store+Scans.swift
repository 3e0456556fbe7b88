import ToolbarModel

// MARK: - Records

/// Where a scanned command is in source and how its classification was decided.
public struct CommandSource: Hashable, Sendable {
    /// Where the item is declared (path relative to the scan root).
    public var location: SourceLocation
    /// The `if`/`switch` condition(s) around it as source text; `nil` when none.
    public var condition: String?
    /// Whether the classification is still the scanner's guess (a person's is never overwritten).
    public var classificationInferred: Bool

    /// Makes a command source.
    public init(location: SourceLocation, condition: String? = nil, classificationInferred: Bool = true) {
        self.location = location
        self.condition = condition
        self.classificationInferred = classificationInferred
    }
}

/// When an app was last scanned and what the last `scan --check` found.
public struct ScanStatus: Hashable, Sendable {
    /// The last scan that wrote to the registry.
    public var lastScanAt: String?
    /// The last `scan --check`.
    public var lastCheckAt: String?
    /// How many differences the last `scan --check` listed.
    public var lastCheckDrift: Int?

    /// Makes a status.
    public init(lastScanAt: String? = nil, lastCheckAt: String? = nil, lastCheckDrift: Int? = nil) {
        self.lastScanAt = lastScanAt
        self.lastCheckAt = lastCheckAt
        self.lastCheckDrift = lastCheckDrift
    }
}

extension RegistryStore {
    // MARK: - File hashes

    /// The content hash of every file scanned for the app, by root-relative path.
    public func scanFileHashes(appID: Int64) throws -> [String: String] {
        var hashes: [String: String] = [:]
        let rows = try connection.query(
            "SELECT path, content_hash FROM scan_files WHERE app_id = ?", [.integer(appID)]
        ) { ($0.string(0), $0.string(1)) }
        for (path, hash) in rows { hashes[path] = hash }
        return hashes
    }

    /// Records a file's content hash.
    public func setScanFileHash(appID: Int64, path: String, hash: String) throws {
        try connection.run(
            """
            INSERT INTO scan_files (app_id, path, content_hash) VALUES (?, ?, ?)
            ON CONFLICT (app_id, path) DO UPDATE SET content_hash = excluded.content_hash
            """,
            [.integer(appID), .text(path), .text(hash)])
    }

    /// Forgets a file's content hash (it is parsed again next time).
    public func deleteScanFileHash(appID: Int64, path: String) throws {
        try connection.run("DELETE FROM scan_files WHERE app_id = ? AND path = ?", [.integer(appID), .text(path)])
    }

    // MARK: - Screen files

    /// The files each scanned screen of the app was read from, by type name.
    public func scanScreenFiles(appID: Int64) throws -> [String: [String]] {
        var files: [String: [String]] = [:]
        let rows = try connection.query(
            """
            SELECT f.type_name, f.path FROM scan_screen_files f JOIN screens s ON s.id = f.screen_id
            WHERE s.app_id = ? ORDER BY f.type_name, f.path
            """,
            [.integer(appID)]
        ) { ($0.string(0), $0.string(1)) }
        for (type, path) in rows { files[type, default: []].append(path) }
        return files
    }

    /// Replaces the files a screen was read from.
    public func setScanScreenFiles(screenID: Int64, typeName: String, files: [String]) throws {
        try connection.run("DELETE FROM scan_screen_files WHERE screen_id = ?", [.integer(screenID)])
        for path in Set(files).sorted() {
            try connection.run(
                "INSERT INTO scan_screen_files (screen_id, path, type_name) VALUES (?, ?, ?)",
                [.integer(screenID), .text(path), .text(typeName)])
        }
    }

    /// The id of the app's screen that was scanned from type `typeName`, if any.
    public func scannedScreenID(appID: Int64, typeName: String) throws -> Int64? {
        try connection.scalarInt(
            """
            SELECT f.screen_id FROM scan_screen_files f JOIN screens s ON s.id = f.screen_id
            WHERE s.app_id = ? AND f.type_name = ? LIMIT 1
            """,
            [.integer(appID), .text(typeName)])
    }

    // MARK: - Command sources

    /// Where each scanned command of the screen is, by command id.
    public func commandSources(screenID: Int64) throws -> [Int64: CommandSource] {
        var sources: [Int64: CommandSource] = [:]
        let rows = try connection.query(
            """
            SELECT s.command_id, s.file, s.line, s.column_number, s.condition, s.classification_inferred
            FROM command_sources s JOIN commands c ON c.id = s.command_id WHERE c.screen_id = ?
            """,
            [.integer(screenID)]
        ) { row in
            (
                row.int64(0),
                CommandSource(
                    location: SourceLocation(file: row.string(1), line: row.int(2), column: row.optionalInt(3)),
                    condition: row.optionalString(4), classificationInferred: row.bool(5))
            )
        }
        for (id, source) in rows { sources[id] = source }
        return sources
    }

    /// Records where a command is in source (replacing what was recorded).
    public func setCommandSource(commandID: Int64, _ source: CommandSource) throws {
        try connection.run(
            """
            INSERT INTO command_sources (command_id, file, line, column_number, condition, classification_inferred)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (command_id) DO UPDATE SET file = excluded.file, line = excluded.line,
            column_number = excluded.column_number, condition = excluded.condition,
            classification_inferred = excluded.classification_inferred
            """,
            [
                .integer(commandID), .text(source.location.file), .integer(Int64(source.location.line)),
                source.location.column.sqlValue, source.condition.sqlValue, source.classificationInferred.sqlValue
            ])
    }

    // MARK: - Source findings

    /// The app's stored source findings, optionally of one screen, sorted by file, line, column and id.
    public func sourceFindings(appID: Int64, screen: String? = nil) throws -> [SourceFinding] {
        var sql = """
            SELECT rule_id, severity, message, file, line, column_number, screen, command_key
            FROM source_findings WHERE app_id = ?
            """
        var arguments: [SQLValue] = [.integer(appID)]
        if let screen {
            sql += " AND screen = ?"
            arguments.append(.text(screen))
        }
        sql += " ORDER BY file, line, coalesce(column_number, 0), rule_id, message"
        return try connection.query(SQL(dynamic: sql), arguments) { row in
            // Only the scanner's severities are ever written (`insertSourceFinding`).
            SourceFinding(
                id: row.string(0), severity: Severity(rawValue: row.string(1)) ?? .warning, message: row.string(2),
                location: SourceLocation(file: row.string(3), line: row.int(4), column: row.optionalInt(5)),
                screen: row.optionalString(6), command: row.optionalString(7))
        }
    }

    /// Removes the app's findings in `file`.
    public func deleteSourceFindings(appID: Int64, file: String) throws {
        try connection.run("DELETE FROM source_findings WHERE app_id = ? AND file = ?", [.integer(appID), .text(file)])
    }

    /// Removes the app's findings about one screen (its type name), wherever they point: a screen
    /// read again may report places in files it uses from other types.
    public func deleteSourceFindings(appID: Int64, screen: String) throws {
        try connection.run(
            "DELETE FROM source_findings WHERE app_id = ? AND screen = ?",
            [.integer(appID), .text(screen)])
    }

    /// Stores one finding for the app.
    public func insertSourceFinding(appID: Int64, _ finding: SourceFinding) throws {
        try connection.run(
            """
            INSERT INTO source_findings
            (app_id, rule_id, severity, message, file, line, column_number, screen, command_key)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .integer(appID), .text(finding.id), .text(finding.severity.rawValue), .text(finding.message),
                .text(finding.location.file), .integer(Int64(finding.location.line)), finding.location.column.sqlValue,
                finding.screen.sqlValue, finding.command.sqlValue
            ])
    }

    // MARK: - Status

    /// When the app was last scanned and checked.
    public func scanStatus(appID: Int64) throws -> ScanStatus {
        try connection.queryFirst(
            "SELECT last_scan_at, last_check_at, last_check_drift FROM scan_status WHERE app_id = ?",
            [.integer(appID)]
        ) {
            ScanStatus(
                lastScanAt: $0.optionalString(0), lastCheckAt: $0.optionalString(1),
                lastCheckDrift: $0.optionalInt(2))
        } ?? ScanStatus()
    }

    /// Records the time of a scan that wrote to the registry.
    public func recordScan(appID: Int64, at time: String) throws {
        try connection.run(
            """
            INSERT INTO scan_status (app_id, last_scan_at) VALUES (?, ?)
            ON CONFLICT (app_id) DO UPDATE SET last_scan_at = excluded.last_scan_at
            """,
            [.integer(appID), .text(time)])
    }

    /// Records the result of a `scan --check`.
    public func recordScanCheck(appID: Int64, at time: String, drift: Int) throws {
        try connection.run(
            """
            INSERT INTO scan_status (app_id, last_check_at, last_check_drift) VALUES (?, ?, ?)
            ON CONFLICT (app_id) DO UPDATE SET last_check_at = excluded.last_check_at,
            last_check_drift = excluded.last_check_drift
            """,
            [.integer(appID), .text(time), .integer(Int64(drift))])
    }
}

extension RegistryStore {
    /// The app id and type name a screen was scanned from; `nil` for screens never scanned.
    public func scannedType(screenID: Int64) throws -> (appID: Int64, typeName: String)? {
        try connection.queryFirst(
            """
            SELECT s.app_id, f.type_name FROM scan_screen_files f JOIN screens s ON s.id = f.screen_id
            WHERE f.screen_id = ? LIMIT 1
            """,
            [.integer(screenID)]
        ) { ($0.int64(0), $0.string(1)) }
    }
}
