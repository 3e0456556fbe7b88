import Foundation

/// Where a scan reads its files: what the walk found on disk, or sources held in memory.
struct ScanInput: Sendable {
    /// The Swift files and string tables to read.
    var found: FileWalker.Found
    /// The bytes at an entry's `absolutePath`, or `nil` when it cannot be read.
    var contents: @Sendable (String) -> [UInt8]?
    /// The size in bytes at an entry's `absolutePath`, when known.
    var size: @Sendable (String) -> Int?

    /// The files `found` on disk.
    static func files(_ found: FileWalker.Found) -> ScanInput {
        ScanInput(
            found: found,
            contents: { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } },
            size: { path in (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int })
    }

    /// `sources` (relative path → text) as the `.swift` files of a folder, sorted by path.
    static func memory(_ sources: [String: String]) -> ScanInput {
        let bytes = sources.filter { $0.key.hasSuffix(".swift") }.mapValues { Array($0.utf8) }
        var found = FileWalker.Found()
        found.entries = bytes.keys.sorted().map { WalkEntry(absolutePath: $0, relativePath: $0, skip: nil) }
        return ScanInput(found: found, contents: { bytes[$0] }, size: { bytes[$0]?.count })
    }
}
