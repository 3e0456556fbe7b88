import Foundation
import ToolbarRegistrySQLite

extension RegistryStore {
    /// Copies the registry to `path` with SQLite's online backup API, which is safe while others
    /// write: it copies a consistent snapshot, restarting when another connection changes a page.
    /// The copy is written to a temporary file and renamed into place, so a failed backup leaves
    /// no partial file. Never writes to this registry.
    public func backup(to path: String) throws {
        let destinationURL = URL(fileURLWithPath: path)
        let temporary = destinationURL.deletingLastPathComponent()
            .appendingPathComponent(".\(destinationURL.lastPathComponent).\(UUID().uuidString).tmp").path
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        try Self.wrap {
            let destination = try Connection(path: temporary, mode: .readWrite)
            try Self.copy(from: connection, to: destination)
        }
        do {
            if FileManager.default.fileExists(atPath: path) {
                _ = try FileManager.default.replaceItemAt(destinationURL, withItemAt: URL(fileURLWithPath: temporary))
            } else {
                try FileManager.default.moveItem(atPath: temporary, toPath: path)
            }
        } catch {
            throw StorageError.database(DatabaseError(extendedResultCode: SQLITE_CANTOPEN, message: "could not write \(path): \(error.localizedDescription)"))
        }
    }

    /// Replaces this registry's contents with the registry at `path`, in one step that other
    /// connections see as a single change. The source must be a registry this build can read (not
    /// from a newer version); an older one is migrated afterwards.
    public func restore(from path: String) throws {
        let source = try RegistryStore.openReadOnly(path: path)
        try Self.wrap {
            // A backup can take the source's page size only while the destination is not in WAL
            // mode (else SQLite refuses with "read-only"); registries made before 16 KiB pages
            // have 4 KiB ones, and either may be restored into the other.
            let pageSizes = (try source.connection.scalarInt("PRAGMA page_size"),
                             try connection.scalarInt("PRAGMA page_size"))
            if pageSizes.0 != pageSizes.1 { try connection.execute("PRAGMA journal_mode = DELETE") }
            try Self.copy(from: source.connection, to: connection)
            try connection.enableWriteAheadLog()
            try Migrator().migrate(connection)
        }
    }

    /// Copies every page from `source` to `destination` (sqlite.org/backup.html).
    static func copy(from source: Connection, to destination: Connection) throws {
        guard let backup = sqlite3_backup_init(destination.handle, "main", source.handle, "main") else {
            throw destination.lastError(sql: nil)
        }
        var code: Int32
        repeat {
            // > If sqlite3_backup_step() cannot obtain a required file-system lock, then the
            // > busy-handler function is invoked (if one is specified).
            code = sqlite3_backup_step(backup, 256)
        } while code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED
        let finish = sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE, finish == SQLITE_OK else {
            throw destination.lastError(sql: nil)
        }
    }
}
