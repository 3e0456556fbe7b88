import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the registry lives and who is acting, resolved the same way for every command.
public enum RegistryLocation {
    /// The default database file name, in the current directory.
    public static let defaultFileName = "toolbar-registry.sqlite"

    /// `--db PATH`, else `$TOOLBAR_REGISTRY_DB`, else `./toolbar-registry.sqlite`.
    public static func databasePath(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment["TOOLBAR_REGISTRY_DB"], !fromEnvironment.isEmpty { return fromEnvironment }
        return defaultFileName
    }

    /// `--author NAME`, else `$TOOLBAR_REGISTRY_AUTHOR`, else the OS user.
    public static func author(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment["TOOLBAR_REGISTRY_AUTHOR"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        if let user = environment["USER"] ?? environment["LOGNAME"], !user.isEmpty { return user }
        return ProcessInfo.processInfo.userName.isEmpty ? "unknown" : ProcessInfo.processInfo.userName
    }
}

/// Owner filters (`--owner TEAM`) compare team names the way record names compare: ignoring case.
public enum OwnerFilter {
    /// Whether a record owned by `owner` passes the filter `wanted` (no filter passes everything).
    public static func matches(_ owner: String?, _ wanted: String?) -> Bool {
        guard let wanted else { return true }
        guard let owner else { return false }
        return RecordName.foldedKey(owner) == RecordName.foldedKey(wanted)
    }
}
