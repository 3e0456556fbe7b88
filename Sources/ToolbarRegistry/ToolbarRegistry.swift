@_exported import ToolbarChecklist
@_exported import ToolbarCodegen
import ToolbarModel
// `import ToolbarRegistry` is all a client needs: the library re-exports the modules whose types
// its public API speaks in (records, scenarios, layouts, checklist items and findings, reports,
// plans, scans) and, from the storage layer, only the values it returns. The SQLite layer itself
// (RegistryStore, Connection) stays behind the service. See docs/library.md.
@_exported import ToolbarModel
@_exported import ToolbarReports
@_exported import ToolbarScanTypes
@_exported import ToolbarSolver
import ToolbarStorage

@_exported import struct ToolbarStorage.AppliedMigration
@_exported import struct ToolbarStorage.ChangeLogEntry
@_exported import struct ToolbarStorage.CommandSource
@_exported import struct ToolbarStorage.DatabaseCheck
@_exported import struct ToolbarStorage.DatabaseError
@_exported import struct ToolbarStorage.Migration
@_exported import struct ToolbarStorage.MigrationStatus
@_exported import struct ToolbarStorage.ResultCode
@_exported import struct ToolbarStorage.ScanStatus
@_exported import enum ToolbarStorage.StorageError

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - One import

/// The version of the tool and library: the one place it is written. `toolbar-registry --version`
/// prints it, reports and audits record it, and a test checks that CHANGELOG.md's first heading
/// names it.
public let toolbarRegistryVersion = "0.1.0"

/// One change-log entry (see ``Registry/changeLog(scope:by:since:limit:)``).
public typealias LogEntry = ChangeLogEntry

/// Parses `YYYY-MM-DD` (start of that day, UTC) or an ISO 8601 timestamp.
public func parseDate(_ text: String) -> Date? { Timestamp.parse(text) }
