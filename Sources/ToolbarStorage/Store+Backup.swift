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
