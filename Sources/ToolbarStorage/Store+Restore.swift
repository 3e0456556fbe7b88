import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

extension RegistryStore {
    /// Replaces this registry's contents with the registry at `path`, in one step that other
    /// connections see as a single change.
    ///
    /// The source is opened read-only and must be a whole toolbar registry: a regular, non-empty
    /// SQLite file with the registry's application id and migrations, not from a newer version,
    /// whose integrity and foreign-key checks are clean. Anything else is refused with the
    /// reason, before this registry is touched. A copy of this registry is kept beside it until
    /// the restored contents have been migrated and checked; if that fails the copy is put back.
    public func restore(from path: String) throws {
        let source = try Self.openBackup(path, live: self.path)
        // A copy of the live registry, unless it is new and empty (nothing to lose).
        let keep =
            try wrap { try connection.scalarInt("SELECT count(*) FROM sqlite_schema") ?? 0 } > 0
            ? self.path + ".before-restore-\(ProcessInfo.processInfo.processIdentifier).sqlite" : nil
        Self.removeStaleSafetyCopies(of: self.path)
        if let keep { try backup(to: keep) }
        do {
            try copyInto(from: source.connection)
            _ = try wrap { try Migrator().migrate(connection) }
            let problems = try integrityProblems()
            if !problems.isEmpty {
                throw StorageError.damaged(path: self.path, reason: "after the copy: \(problems[0])")
            }
        } catch {
            guard let keep else { throw error }
            do {
                let kept = try RegistryStore.open(path: keep, access: .inspect)
                try copyInto(from: kept.connection)
                try? FileManager.default.removeItem(atPath: keep)
            } catch {
                throw StorageError.restoreFailed(
                    path: self.path, reason: "\(error); the registry as it was is kept in '\(keep.pathPreview)'")
            }
            throw StorageError.restoreFailed(path: self.path, reason: "\(error); the registry was put back as it was")
        }
        if let keep { try? FileManager.default.removeItem(atPath: keep) }
    }

    /// Removes the safety copies (`NAME.before-restore-PID.sqlite`) that restores killed before
    /// they could remove their own left beside the registry. The copy into the registry is one
    /// transaction, so after a kill the registry itself is whole (as before, or as restored) and
    /// such a copy is no longer needed; a copy whose process still runs is left alone.
    static func removeStaleSafetyCopies(of path: String) {
        let url = URL(fileURLWithPath: path)
        let prefix = url.lastPathComponent + ".before-restore-"
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".sqlite") {
            let digits = name.dropFirst(prefix.count).dropLast(".sqlite".count)
            guard let pid = Int32(digits), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name + suffix))
            }
        }
    }

    /// Copies `source` over this registry's pages. A backup takes the source's page size only
    /// while the destination is not in WAL mode (else SQLite refuses with "read-only");
    /// registries made before 16 KiB pages have 4 KiB ones, and either may be restored into the
    /// other.
    private func copyInto(from source: Connection) throws {
        try wrap {
            let pageSizes = (try source.scalarInt("PRAGMA page_size"), try connection.scalarInt("PRAGMA page_size"))
            if pageSizes.0 != pageSizes.1 { try connection.execute("PRAGMA journal_mode = DELETE") }
            try Self.copy(from: source, to: connection)
            try connection.enableWriteAheadLog()
        }
    }

    /// Opens a backup to restore: read-only (immutable unless its write-ahead log holds frames,
    /// so nothing is created beside it), and only when it is a whole toolbar registry.
    static func openBackup(_ path: String, live: String) throws -> RegistryStore {
        func refuse(_ reason: String) -> StorageError { .notABackup(path: path, reason: reason) }
        let file = RegistryFile(path)
        switch file.kind {
        case .missing: throw refuse("there is no such file")
        case .directory: throw refuse("it is a directory")
        case .notRegular: throw refuse("it is not a regular file (a device, a FIFO or a socket)")
        case .regular(let size) where size == 0: throw refuse("the file is empty")
        case .regular: break
        }
        if RegistryFile(live).isSameFile(as: file) { throw refuse("it is the registry itself") }
        let source: RegistryStore
        do {
            try file.checkHeader()
            // No one writes a backup being restored: its size can be compared with its header.
            if let reason = file.truncation() { throw StorageError.damaged(path: path, reason: reason) }
            source = try openReading(file, busyTimeout: 5, snapshot: true)
        } catch let error as StorageError {
            switch error {
            case .notARegistry(_, let reason), .damaged(_, let reason): throw refuse(reason)
            case .newerSchema(_, let applied, let known):
                throw refuse(
                    "it was written by a newer toolbar-registry (schema \(applied); this build knows up to \(known))")
            default: throw error
            }
        }
        let applicationID = try wrap { try source.connection.scalarInt("PRAGMA application_id") ?? 0 }
        guard applicationID == Migrator.applicationID else {
            throw refuse(
                applicationID == 0
                    ? "it is an SQLite database without the registry's application id"
                    : "it belongs to another application")
        }
        let status = try source.migrationStatus()
        guard !status.applied.isEmpty else { throw refuse("it has no registry migrations") }
        let problems: [String]
        do {
            problems = try source.check().problems
        } catch let error as StorageError {
            throw refuse("SQLite cannot check it (\(error))")
        }
        if let first = problems.first {
            throw refuse("it fails its check: \(first)\(problems.count > 1 ? " (\(problems.count) problems)" : "")")
        }
        return source
    }
}
