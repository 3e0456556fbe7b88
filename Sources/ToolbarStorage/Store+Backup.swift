import ToolbarRegistrySQLite

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

extension RegistryStore {
    /// Copies the registry to `path` with SQLite's online backup API, which is safe while others
    /// write: it copies a consistent snapshot, restarting when another connection changes a page.
    /// SQLite writes the copy into ``OutputFile``'s temporary file (no journal: a failed copy is
    /// simply removed), which then replaces `path` as every other output does. Never writes to
    /// this registry, and refuses to write over it or its `-wal`/`-shm` files.
    public func backup(to path: String) throws {
        try OutputFile.replace(path, protecting: [self.path]) { temporary, _ in
            let destination = try Self.wrap { try Connection(path: temporary, mode: .readWrite) }
            do {
                try destination.execute("PRAGMA journal_mode = OFF")
                try Self.copy(from: connection, to: destination)
            } catch let error as DatabaseError {
                // A full disk or a file-size limit: said as every other output says it.
                let code = sqlite3_system_errno(destination.handle)
                if error.isFull || (error.resultCode == .SQLITE_IOERR && code != 0) {
                    throw OutputFileError(path: path, .system("write it", code != 0 ? code : ENOSPC))
                }
                throw StorageError.database(error)
            }
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
