import ToolbarModel
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// What a caller does with the registry, which decides how it is opened: `.create` (a missing
/// file becomes a new registry), `.write` and `.read` (the registry must exist; a read works on a
/// read-only file, folder, mount or full disk), `.inspect` (never writes, not even a migration).
public typealias RegistryAccess = RegistryStore.Access

/// How long to wait for another process that is migrating the registry, and what to say meanwhile.
public typealias LockWait = ToolbarStorage.LockWait

/// The toolbar registry: the service layer's entry point, used by the CLI and by teams' own tools.
///
/// Every method that changes records is one transaction and one or more change-log entries
/// carrying ``author``; a failure leaves the database exactly as it was. Audits are stored per
/// screen in the audit history (one transaction each) and scan checks in the scan status; neither
/// is a change-log entry. The storage underneath is `package`: library users cannot write
/// around these methods.
///
/// ```swift
/// let registry = try Registry.open(path: "toolbar-registry.sqlite", author: "ana")
/// try registry.addApp(App(name: "PhotoEditor", linkedSDK: OSVersion(27, 1)))
/// let apps = try registry.apps()
/// ```
///
/// A `Registry` is one SQLite connection and is not `Sendable`: use each instance from one thread
/// or task at a time. To share work, open one `Registry` per task on the same file: SQLite's WAL
/// mode lets them read at once, and writers wait for each other (``open(path:author:busyTimeout:access:lockWait:)``'s
/// busy timeout). docs/library.md, "Threads and tasks", shows it.
public final class Registry {
    /// The storage underneath (the only code that touches SQLite); the package's own tests and
    /// benchmarks reach it, clients use the service methods.
    package let store: RegistryStore
    /// Who is acting; recorded with every write.
    public var author: String
    /// The clock used for change-log timestamps (fixed in tests).
    public var now: () -> String = Timestamp.now
    /// The timestamp of the action in progress.
    private(set) var actionTime: String?
    /// The stable ids an import derived so far, by kind and record name (see `ImportMatch`).
    var derivedIDs = DerivedStableIDs()
    /// Change-log entries waiting to be written together (see ``withBatchedInserts(_:)``).
    private var loggedBatch: [ChangeLogEntry]?
    /// New commands waiting to be inserted together (see ``withBatchedInserts(_:)``).
    var pendingCommands: [NewCommandRow] = []

    init(store: RegistryStore, author: String) {
        self.store = store
        self.author = author
    }

    /// Opens the registry at `path` for `access` (by default creating it when missing) and
    /// migrates an older one; see ``RegistryAccess`` for what each access refuses and allows.
    /// `lockWait` says how long to wait for another process that is migrating the registry.
    public static func open(
        path: String, author: String, busyTimeout: Double = 5, access: RegistryAccess = .create,
        lockWait: LockWait = LockWait()
    ) throws -> Registry {
        try translatingErrors {
            try TextField.validateAuthor(author)
            return Registry(
                store: try RegistryStore.open(path: path, access: access, busyTimeout: busyTimeout, lockWait: lockWait),
                author: author)
        }
    }

    /// Opens an existing registry without writing to it (for status, checks and backups).
    public static func openReadOnly(path: String) throws -> Registry {
        try translatingErrors { Registry(store: try RegistryStore.open(path: path, access: .inspect), author: "") }
    }

    /// Whether opening created the registry file.
    public var wasCreated: Bool { store.created }

    /// The migrations opening applied (not those another process applied meanwhile).
    public var appliedMigrations: [Migration] { store.appliedMigrations }

    /// The database file path.
    public var path: String { store.path }

    /// Runs `body` as one user action: one write transaction, errors translated. Every change-log
    /// entry of the action carries the same timestamp: the moment the action started.
    func write<T>(_ body: () throws -> T) throws -> T {
        let outermost = actionTime == nil
        if outermost { actionTime = now() }
        defer { if outermost { actionTime = nil } }
        guard outermost else { return try translatingErrors { try store.write(body) } }
        // The busy timeout covers waiting for another writer's lock. SQLite can still answer
        // SQLITE_BUSY without waiting (e.g. while another process recovers the WAL); the whole
        // action is then retried a few times with a short backoff before the user sees it.
        var attempt = 0
        while true {
            do {
                return try translatingErrors { try store.write(body) }
            } catch RegistryError.storage(.database(let error)) where error.isBusy && attempt < Self.busyRetries {
                attempt += 1
                usleep(UInt32(20_000 * attempt))
            }
        }
    }

    /// How often an action is retried after SQLITE_BUSY beyond the busy timeout.
    static let busyRetries = 5

    /// Runs `body` on one consistent snapshot, errors translated.
    func read<T>(_ body: () throws -> T) throws -> T {
        try translatingErrors { try store.read(body) }
    }

    /// Appends a change-log entry for the current action.
    func log(
        _ action: String, kind: String, id: Int64?, path: String, appID: Int64?, screenID: Int64?,
        before: JSONValue?, after: JSONValue?
    ) throws {
        try log(
            action, kind: kind, id: id, path: path, appID: appID, screenID: screenID,
            beforeText: before.map { JSONWriter.string($0, style: .compact) },
            afterText: after.map { JSONWriter.string($0, style: .compact) })
    }

    /// Appends a change-log entry whose records are already compact JSON text (as
    /// `RecordJSON.compactText` writes them). Inside ``withBatchedInserts(_:)`` it waits in the batch.
    func log(
        _ action: String, kind: String, id: Int64?, path: String, appID: Int64?, screenID: Int64?,
        beforeText: String?, afterText: String?
    ) throws {
        let entry = ChangeLogEntry(
            at: actionTime ?? now(), author: author, recordKind: kind, recordID: id, recordPath: path, appID: appID,
            screenID: screenID, action: action, before: beforeText, after: afterText)
        guard loggedBatch != nil else { return try store.appendLog(entry) }
        loggedBatch?.append(entry)
        if let count = loggedBatch?.count, count >= RegistryStore.logChunk { try flushLog() }
    }

    /// Runs `body` (inside a write transaction) with its change-log entries written several per
    /// statement, in the same order and with the same ids as one by one, and the new commands it
    /// queues (`queueCommands`) inserted several per statement, screens together; both are
    /// written before it returns. Nothing in `body` may read the change log, and it reads commands
    /// only after `flushCommands()`.
    func withBatchedInserts<T>(_ body: () throws -> T) throws -> T {
        guard loggedBatch == nil else { return try body() }
        loggedBatch = []
        defer {
            loggedBatch = nil
            pendingCommands = []
        }
        let result = try body()
        try flushCommands()
        try flushLog()
        return result
    }

    /// Whether writes are being batched (see ``withBatchedInserts(_:)``).
    var isBatchingInserts: Bool { loggedBatch != nil }

    /// Writes the batched entries.
    private func flushLog() throws {
        guard let entries = loggedBatch, !entries.isEmpty else { return }
        loggedBatch = []
        try store.appendLogs(entries)
    }
}

/// One registry is one connection: not shareable between threads (see the type's documentation).
@available(*, unavailable)
extension Registry: Sendable {}

// MARK: - Resolving names

extension Registry {
    /// The app named `name`, or a not-found error with a suggestion.
    func resolveApp(_ name: String) throws -> Stored<App> {
        if let app = try store.app(named: name) { return app }
        throw RegistryError.notFound(
            kind: "app", name: name, parent: nil,
            suggestion: Suggestions.closest(to: name, among: try store.apps().map(\.value.name)))
    }

    /// The screen at `app/screen`.
    func resolveScreen(app appName: String, screen name: String) throws -> (app: Stored<App>, screen: Stored<Screen>) {
        let app = try resolveApp(appName)
        if let screen = try store.screen(appID: app.id, named: name) { return (app, screen) }
        throw RegistryError.notFound(
            kind: "screen", name: name, parent: "app '\(app.value.name)'",
            suggestion: Suggestions.closest(to: name, among: try store.screens(appID: app.id).map(\.value.name)))
    }

    /// The screen a path names; the path must have a screen component.
    func resolveScreen(_ path: RecordPath) throws -> (app: Stored<App>, screen: Stored<Screen>) {
        guard let screen = path.screen, path.command == nil else {
            throw RegistryError.invalid(
                .invalidValue(field: "screen path", value: path.description, reason: "expected App/Screen"))
        }
        return try resolveScreen(app: path.app, screen: screen)
    }

    /// The command at `App/Screen/key`.
    func resolveCommand(_ path: RecordPath) throws -> (
        app: Stored<App>, screen: Stored<Screen>, command: Stored<Command>
    ) {
        guard let screenName = path.screen, let key = path.command else {
            throw RegistryError.invalid(
                .invalidValue(field: "command path", value: path.description, reason: "expected App/Screen/command-key")
            )
        }
        let (app, screen) = try resolveScreen(app: path.app, screen: screenName)
        if let command = try store.command(screenID: screen.id, key: key) { return (app, screen, command) }
        throw RegistryError.notFound(
            kind: "command", name: key, parent: "screen '\(app.value.name)/\(screen.value.name)'",
            suggestion: Suggestions.closest(to: key, among: try store.commands(screenID: screen.id).map(\.value.key)))
    }

    /// The group named `name` on a screen.
    func resolveGroup(screen: Stored<Screen>, app: Stored<App>, name: String) throws -> Stored<ToolbarGroup> {
        if let group = try store.group(screenID: screen.id, named: name) { return group }
        throw RegistryError.notFound(
            kind: "group", name: name, parent: "screen '\(app.value.name)/\(screen.value.name)'",
            suggestion: Suggestions.closest(to: name, among: try store.groups(screenID: screen.id).map(\.value.name)))
    }
}

// MARK: - Database maintenance

extension Registry {
    /// Applied and pending migrations.
    public func migrationStatus() throws -> MigrationStatus {
        try translatingErrors { try store.migrationStatus() }
    }

    /// SQLite's integrity and foreign-key check problems; empty when healthy.
    public func integrityProblems() throws -> [String] {
        try translatingErrors { try store.integrityProblems() }
    }

    /// What `db check` reports: pending migrations, and the schema compared with the one the
    /// migrations produce, SQLite's checks and the JSON columns as problems.
    public func databaseCheck() throws -> DatabaseCheck {
        try translatingErrors { try store.check() }
    }
}

// MARK: - Backups

extension Registry {
    /// Copies the registry to `path` (safe while others write; never writes to this registry, and
    /// refuses to write over it). Written as every output file is (see ``OutputFile``).
    public func backup(to path: String) throws {
        try translatingErrors { try store.backup(to: path) }
    }

    /// Replaces this registry's contents with the backup at `path`: refused, with the reason and
    /// before anything changes, unless it is a whole toolbar registry this build can read (see
    /// ``RegistryStore/restore(from:)``). Recorded in the change log.
    public func restore(from path: String) throws {
        try translatingErrors { try store.restore(from: path) }
        try write {
            try log(
                "restore", kind: "registry", id: nil, path: path, appID: nil, screenID: nil, before: nil, after: nil)
        }
    }
}
