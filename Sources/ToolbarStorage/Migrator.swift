import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One numbered SQL migration from `Migrations/`.
public struct Migration: Hashable, Sendable {
    /// Its number, from the file name (`0001_registry.sql` → 1).
    public var version: Int
    /// The file name without number and extension (`registry`).
    public var name: String
    /// The SQL.
    public var sql: String
    /// SHA-256 of the SQL, recorded when applied (worked out when asked: a registry that is up
    /// to date is recognised without hashing every migration, see ``Migrator/fingerprint``).
    public var checksum: String { SHA256.hex(sql) }

    /// As its file is named, without the extension: `0003_audit_outcome`.
    public var fileName: String {
        let digits = String(version)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "_" + name
    }

    public init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }

    /// The migrations built into this binary, in order.
    /// (Plain string operations: Foundation's `replacingOccurrences` cost a fresh process more
    /// than reading the registry.)
    public static let builtIn: [Migration] = embeddedMigrationFiles.compactMap { file in
        let stem = file.name.hasSuffix(".sql") ? String(file.name.dropLast(4)) : file.name
        guard let underscore = stem.firstIndex(of: "_"), let version = Int(stem[..<underscore]) else { return nil }
        return Migration(version: version, name: String(stem[stem.index(after: underscore)...]), sql: file.contents)
    }.sorted { $0.version < $1.version }
}

/// An applied migration as recorded in the database.
public struct AppliedMigration: Hashable, Sendable {
    public var version: Int
    public var name: String
    public var checksum: String
    public var appliedAt: String
}

/// How long a process waits for another one's write lock before applying a migration, and what
/// it says meanwhile. A migration of a large registry can take minutes; the wait defaults to ten.
public struct LockWait: Sendable {
    /// Seconds to wait at most.
    public var timeout: Double
    /// Called about every quarter second while waiting, with the seconds waited.
    public var onWait: @Sendable (Double) -> Void

    public init(timeout: Double = 600, onWait: @escaping @Sendable (Double) -> Void = { _ in }) {
        self.timeout = timeout
        self.onWait = onWait
    }
}

/// What `db status` shows.
public struct MigrationStatus: Sendable {
    public var applied: [AppliedMigration]
    public var pending: [Migration]
    /// Applied versions this build does not know (the file was written by a newer version).
    public var unknown: [Int]
    /// Applied versions whose checksum differs from the built-in file.
    public var mismatched: [Int]
}

/// Applies numbered migrations, each in its own transaction followed by a foreign-key check,
/// and records them with a checksum in `schema_migrations`.
///
/// Before it writes anything it refuses a file that is not a registry, a registry written by a
/// newer version, and one whose applied migrations no longer match their files.
public struct Migrator: Sendable {
    /// The registry's SQLite `application_id` ('TBRG').
    public static let applicationID: Int64 = 1_413_632_583

    public var migrations: [Migration]

    public init(migrations: [Migration] = Migration.builtIn) {
        precondition(Set(migrations.map(\.version)).count == migrations.count, "duplicate migration versions")
        self.migrations = migrations.sorted { $0.version < $1.version }
    }

    /// Reads what is applied and pending without writing.
    public func status(of connection: Connection) throws -> MigrationStatus {
        try checkIsRegistry(connection)
        let applied = try appliedMigrations(connection)
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0) })
        let appliedVersions = Set(applied.map(\.version))
        return MigrationStatus(
            applied: applied,
            pending: migrations.filter { !appliedVersions.contains($0.version) },
            unknown: applied.filter { known[$0.version] == nil }.map(\.version),
            mismatched: applied.filter { applied in
                known[applied.version].map { $0.checksum != applied.checksum } ?? false
            }.map(\.version))
    }

    /// Refuses a newer or edited registry; never writes.
    public func validate(_ connection: Connection) throws -> MigrationStatus {
        let status = try status(of: connection)
        if let newest = status.unknown.max() {
            throw StorageError.newerSchema(
                path: connection.path, applied: newest, known: migrations.last?.version ?? 0)
        }
        if let version = status.mismatched.first {
            let name = status.applied.first { $0.version == version }?.name ?? "?"
            throw StorageError.checksumMismatch(path: connection.path, version: version, name: name)
        }
        return status
    }

    /// Applies every pending migration; returns the ones this call applied (not those another
    /// process applied while this one waited). Another process's migration is waited for (see
    /// ``LockWait``) and never reported as this process's failure. A registry that
    /// ``isRecordedUpToDate(_:)`` says is current is left as it is without reading further.
    @discardableResult
    public func migrate(_ connection: Connection, wait: LockWait = LockWait()) throws -> [Migration] {
        if try isRecordedUpToDate(connection) { return [] }
        let status = try validate(connection)
        var applied: [Migration] = []
        for migration in status.pending where try apply(migration, to: connection, wait: wait) {
            applied.append(migration)
        }
        recordUpToDate(connection)
        return applied
    }

    // MARK: - Knowing a registry is current from its header

    /// What `PRAGMA user_version` holds in a registry whose applied migrations were found, in
    /// full, to be exactly these: a 31-bit FNV-1a digest of their numbers, names and SQL, never 0
    /// (a registry from before this digest holds 0). An edited, added or renumbered migration
    /// gives another value, so the registry is checked in full again.
    public var fingerprint: Int64 {
        // Every open of a registry asks; the built-in migrations are hashed once per process (their
        // texts share storage with `Migration.builtIn`, so comparing them is quick).
        migrations == Migration.builtIn ? Self.builtInFingerprint : Self.fingerprint(of: migrations)
    }

    private static let builtInFingerprint = fingerprint(of: Migration.builtIn)

    private static func fingerprint(of migrations: [Migration]) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // Over each text's contiguous UTF-8 (every start of a command hashes the migrations).
        func mix(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                for byte in bytes {
                    hash ^= UInt64(byte)
                    hash &*= 0x0000_0100_0000_01b3
                }
            }
            hash ^= 0xff
            hash &*= 0x0000_0100_0000_01b3
        }
        for migration in migrations {
            mix(String(migration.version))
            mix(migration.name)
            mix(migration.sql)
        }
        let folded = Int64((hash ^ (hash >> 31)) & 0x7fff_ffff)
        return folded == 0 ? 1 : folded
    }

    /// Whether the registry says, in its header and one read of `schema_migrations`, that it is
    /// exactly these migrations: its application id, `PRAGMA user_version` equal to
    /// ``fingerprint`` (written only after a full check), and as many applied migrations as known
    /// with the same last number (an unknown migration added by hand, or by a newer version
    /// that left the digest as it was, still gets the full check and its error).
    public func isRecordedUpToDate(_ connection: Connection) throws -> Bool {
        guard let last = migrations.last,
            try connection.scalarInt("PRAGMA user_version") == fingerprint,
            try connection.scalarInt("PRAGMA application_id") == Self.applicationID
        else { return false }
        let counted = try connection.queryFirst("SELECT count(*), max(version) FROM schema_migrations") {
            ($0.int(0), $0.optionalInt(1))
        }
        return counted?.0 == migrations.count && counted?.1 == last.version
    }

    /// After a full check: writes ``fingerprint`` into `PRAGMA user_version` when every
    /// migration is applied and none is unknown or edited (checked again inside the write
    /// transaction, so a migration another process applied meanwhile is seen). Only saves later
    /// opens the full check, so a registry that cannot be written now is left as it is.
    private func recordUpToDate(_ connection: Connection) {
        guard connection.mode.writes, !connection.isInTransaction,
            (try? connection.scalarInt("PRAGMA user_version")) != fingerprint
        else { return }
        try? connection.writeTransaction {
            let status = try validate(connection)
            guard status.pending.isEmpty, status.unknown.isEmpty, status.mismatched.isEmpty else { return }
            try connection.execute("PRAGMA user_version = \(fingerprint)")
        }
    }

    // MARK: - Private

    /// Applies one migration in its own transaction. Returns false when another process applied
    /// it first.
    private func apply(_ migration: Migration, to connection: Connection, wait: LockWait) throws -> Bool {
        // > If foreign key constraints were originally enabled, then run PRAGMA foreign_key_check
        // > to verify that the schema change did not break any foreign key constraints.
        // (sqlite.org/lang_altertable.html) Foreign keys are switched off during the change and
        // checked before the commit.
        try connection.execute("PRAGMA foreign_keys = OFF")
        defer { try? connection.execute("PRAGMA foreign_keys = ON") }
        // The write lock first: while another process migrates (which may take minutes on a large
        // registry) this one waits for it, then finds the migration applied.
        do {
            try connection.beginImmediate(waitingUpTo: wait.timeout) { wait.onWait($0) }
        } catch let error as DatabaseError where error.isBusy {
            throw StorageError.migrationBlocked(
                path: connection.path, version: migration.version, name: migration.name, waited: wait.timeout)
        }
        do {
            try connection.execute(Self.createMigrationsTable)
            if try connection.scalarInt(
                "SELECT 1 FROM schema_migrations WHERE version = ?", [.integer(Int64(migration.version))]) != nil
            {
                try connection.execute("ROLLBACK")
                return false
            }
            try connection.execute(migration.sql)
            let violations = try connection.query("PRAGMA foreign_key_check") { row in
                "\(row.string(0)) row \(row.int64(1)) → \(row.string(2))"
            }
            if let first = violations.first {
                throw StorageError.migrationFailed(
                    version: migration.version, name: migration.name,
                    reason: "foreign key check failed: \(first) (\(violations.count) in all)")
            }
            try connection.run(
                "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
                [
                    .integer(Int64(migration.version)), .text(migration.name), .text(migration.checksum),
                    .text(Timestamp.now())
                ])
            try connection.execute("COMMIT")
            return true
        } catch {
            if connection.isInTransaction { try? connection.execute("ROLLBACK") }
            if let error = error as? DatabaseError, error.isFull {
                throw StorageError.diskFull(path: connection.path)
            }
            if let error = error as? DatabaseError {
                throw StorageError.migrationFailed(
                    version: migration.version, name: migration.name, reason: error.description)
            }
            throw error
        }
    }

    static let createMigrationsTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            checksum TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT
        """

    private func appliedMigrations(_ connection: Connection) throws -> [AppliedMigration] {
        guard try tableExists("schema_migrations", connection) else { return [] }
        return try connection.query(
            "SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version"
        ) {
            AppliedMigration(version: $0.int(0), name: $0.string(1), checksum: $0.string(2), appliedAt: $0.string(3))
        }
    }

    private func tableExists(_ name: String, _ connection: Connection) throws -> Bool {
        try connection.scalarInt("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?", [.text(name)]) != nil
    }

    /// An empty file is a registry-to-be; a database with other tables or another application id
    /// is not a registry.
    private func checkIsRegistry(_ connection: Connection) throws {
        let applicationID = try connection.scalarInt("PRAGMA application_id") ?? 0
        if applicationID != 0 && applicationID != Self.applicationID {
            throw StorageError.notARegistry(path: connection.path, reason: "it belongs to another application")
        }
        let tables = try connection.scalarInt("SELECT count(*) FROM sqlite_schema WHERE type = 'table'") ?? 0
        if tables > 0, try !tableExists("schema_migrations", connection) {
            throw StorageError.notARegistry(
                path: connection.path, reason: "it is an SQLite database without registry tables")
        }
    }
}
