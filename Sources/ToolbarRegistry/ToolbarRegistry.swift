import Foundation
import ToolbarModel
import ToolbarStorage

/// The version of the tool and library.
public let toolbarRegistryVersion = "0.1.0"

/// One change-log entry (see ``Registry/changeLog(scope:by:since:limit:)``).
public typealias LogEntry = ChangeLogEntry

/// Parses `YYYY-MM-DD` (start of that day, UTC) or an ISO 8601 timestamp.
public func parseDate(_ text: String) -> Date? { Timestamp.parse(text) }
