import ToolbarChecklist

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `.toolbar-registry.json` configuration file: found from a directory upwards, like
/// `.swiftlint.yml`; it turns items off, changes severities and sets the `failOn` threshold.
public enum AuditConfigurationFile {
    /// The file name looked for.
    public static let fileName = ".toolbar-registry.json"

    /// The nearest `.toolbar-registry.json` in `directory` or one of its parents, if any.
    public static func discover(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileKind.isDirectory(candidate) == false {
                return candidate
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path || url.path == "/" { return nil }
            url = parent
        }
    }

    /// Reads and checks the configuration at `path`; errors name the file and what to fix.
    public static func load(path: String) throws -> ChecklistConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RegistryError.file(path: path, reason: "cannot read the configuration file; check the path")
        }
        do {
            return try ChecklistConfiguration.parse(data)
        } catch {
            throw RegistryError.file(path: path, reason: "\(error.description); see docs/audits.md")
        }
    }

    /// The configuration that applies: `explicit` when given, else the file found from
    /// `directory` upwards, else the defaults. Returns the path used, if any.
    public static func resolve(explicit: String?, directory: String) throws -> (ChecklistConfiguration, String?) {
        if let explicit { return (try load(path: explicit), explicit) }
        guard let found = discover(from: directory) else { return (.standard, nil) }
        return (try load(path: found), found)
    }
}
