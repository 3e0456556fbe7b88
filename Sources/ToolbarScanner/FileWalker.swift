import Foundation

/// A Swift file to read, or a path the walk refused.
struct WalkEntry: Hashable, Sendable {
    /// Where to read it.
    var absolutePath: String
    /// Path relative to the scan root.
    var relativePath: String
    /// Why it is not read, if it is not.
    var skip: SkipReason?
    /// More about the refusal.
    var detail: String?
}

/// Finds the `.swift` files under the given paths: sorted, without generated folders, excluded
/// globs, symlink loops or links leading out of the folder given. Also finds the development
/// language's string tables (read for titles) and counts storyboards and XIBs (not read).
struct FileWalker {
    let root: String
    let excludes: [Glob]

    init(root: String, excludes: [String]) {
        self.root = FileWalker.canonical(root) ?? root
        self.excludes = excludes.map(Glob.init)
    }

    /// What a walk found.
    struct Found {
        var entries: [WalkEntry] = []
        /// String tables (`.xcstrings`, `en.lproj`/`Base.lproj` `.strings`), sorted.
        var tables: [WalkEntry] = []
        /// Storyboards and XIBs met.
        var interfaceBuilderFiles = 0
    }

    /// The entries for `paths`, sorted by relative path, each path once.
    func walk(_ paths: [String]) -> [WalkEntry] { walkAll(paths).entries }

    /// Everything under `paths`: Swift files, string tables, storyboards counted.
    func walkAll(_ paths: [String]) -> Found {
        var entries: [String: WalkEntry] = [:]
        var state = State()
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : root + "/" + path
            var onStack: Set<String> = []
            state.boundary = FileWalker.canonical(absolute) ?? FileWalker.standardize(absolute)
            visit(absolute, into: &entries, onStack: &onStack, isTopLevel: true, state: &state)
        }
        var found = Found()
        found.entries = entries.values.sorted { $0.relativePath < $1.relativePath }
        found.tables = state.tables.values.sorted {
            Self.tableOrder($0.relativePath) < Self.tableOrder($1.relativePath)
        }
        found.interfaceBuilderFiles = state.interfaceBuilderFiles.count
        return found
    }

    /// `Localizable` tables first, then by path.
    private static func tableOrder(_ path: String) -> (Int, String) {
        let name = (path as NSString).lastPathComponent
        return (name.hasPrefix("Localizable.") ? 0 : 1, path)
    }

    private struct State {
        /// The real path of the path given: links leading out of it are not followed.
        var boundary = ""
        var tables: [String: WalkEntry] = [:]
        var interfaceBuilderFiles: Set<String> = []
    }

    private func visit(
        _ path: String, into entries: inout [String: WalkEntry], onStack: inout Set<String>,
        isTopLevel: Bool, state: inout State
    ) {
        let relative = relativePath(path)
        if !isTopLevel, isSymlink(path) {
            let target = FileWalker.canonical(path)
            if let target, target != state.boundary, !target.hasPrefix(state.boundary + "/") {
                if path.hasSuffix(".swift") || isDirectoryPath(path) {
                    entries[relative] = WalkEntry(
                        absolutePath: path, relativePath: relative, skip: .symlinkOutside,
                        detail: "a symbolic link to \(target), outside the folder scanned")
                }
                return
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            if isSymlink(path) || isTopLevel {
                entries[relative] = WalkEntry(absolutePath: path, relativePath: relative, skip: .unreadable)
            }
            return
        }
        if !isTopLevel, excludes.contains(where: { $0.matches(relative) }) {
            if isDirectory.boolValue || path.hasSuffix(".swift") {
                entries[relative] = WalkEntry(absolutePath: path, relativePath: relative, skip: .excluded)
            }
            return
        }
        guard isDirectory.boolValue else {
            if path.hasSuffix(".swift") || isTopLevel && !LocalizationTables.isTable(relative) {
                entries[relative] = WalkEntry(absolutePath: path, relativePath: relative, skip: nil)
            } else if LocalizationTables.isTable(relative) {
                state.tables[relative] = WalkEntry(absolutePath: path, relativePath: relative, skip: nil)
            } else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
                state.interfaceBuilderFiles.insert(relative)
            }
            return
        }
        let name = (path as NSString).lastPathComponent
        if !isTopLevel, ScanOptions.generatedFolders.contains(name) { return }
        let real = FileWalker.canonical(path) ?? path
        if onStack.contains(real) {
            entries[relative] = WalkEntry(absolutePath: path, relativePath: relative, skip: .symlinkLoop)
            return
        }
        onStack.insert(real)
        defer { onStack.remove(real) }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for child in children.sorted() where !child.hasPrefix(".") {
            visit(path + "/" + child, into: &entries, onStack: &onStack, isTopLevel: false, state: &state)
        }
    }

    private func isSymlink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    private func isDirectoryPath(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `path` relative to the root when it is inside it, else as given.
    func relativePath(_ path: String) -> String {
        let standardized = FileWalker.standardize(path)
        if standardized == root { return "." }
        if standardized.hasPrefix(root + "/") { return String(standardized.dropFirst(root.count + 1)) }
        if let real = FileWalker.canonical(path), real.hasPrefix(root + "/") {
            return String(real.dropFirst(root.count + 1))
        }
        return standardized
    }

    static func standardize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", !parts.isEmpty, parts.last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

// MARK: - Globs

/// A glob over root-relative paths: `*` (within a folder), `**` (any folders), `?`. A pattern
/// also matches everything below a folder it matches.
struct Glob: Hashable, Sendable {
    let pattern: [Character]

    init(_ pattern: String) {
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        while text.hasSuffix("/") { text.removeLast() }
        self.pattern = Array(text)
    }

    /// Whether `path` or one of its parent folders matches.
    func matches(_ path: String) -> Bool {
        let characters = Array(path)
        if Glob.match(pattern[...], characters[...]) { return true }
        for index in characters.indices where characters[index] == "/" {
            if Glob.match(pattern[...], characters[..<index]) { return true }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            let doubleStar = pattern.dropFirst().first == "*"
            var rest = pattern.dropFirst(doubleStar ? 2 : 1)
            if doubleStar, rest.first == "/" {
                // `**/` also matches no folder at all.
                if match(rest.dropFirst(), text) { return true }
            }
            if doubleStar { rest = pattern.dropFirst(2) }
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                guard index < text.endIndex, doubleStar || text[index] != "/" else { return false }
                index += 1
            }
        }
        guard let character = text.first else { return false }
        if first == "?" ? character != "/" : first == character {
            return match(pattern.dropFirst(), text.dropFirst())
        }
        return false
    }
}
