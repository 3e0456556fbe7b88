#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Whether a path names a folder, through `FileManager` (whose `isDirectory` flag is a `Bool` in
/// FoundationEssentials and an `ObjCBool` in Foundation).
enum FileKind {
    /// `true` for a folder, `false` for anything else, nil when nothing is at `path`.
    static func isDirectory(_ path: String) -> Bool? {
        #if canImport(FoundationEssentials)
            var flag = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &flag) else { return nil }
            return flag
        #else
            var flag: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &flag) else { return nil }
            return flag.boolValue
        #endif
    }
}
