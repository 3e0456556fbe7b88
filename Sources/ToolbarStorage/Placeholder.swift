import ToolbarRegistrySQLite

/// The SQLite library version this build links against.
public let sqliteLibraryVersion = String(cString: sqlite3_libversion())
