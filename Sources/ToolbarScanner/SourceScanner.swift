import Foundation
import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// Reads an app's Swift sources and turns the toolbars found there into registry records.
///
/// Files are walked in sorted order, hashed, filtered by a cheap byte search, and the rest parsed
/// in parallel; the result does not depend on the number of threads.
public enum SourceScanner {
    /// Byte strings a file must contain to be parsed: without one of them it cannot declare
    /// toolbar content, bar button items or the device checks the findings look for.
    public static let prefilterWords = [
        "toolbar", "Toolbar", "navigationItem", "BarButtonItem", "navigationBarItems", "userInterfaceIdiom",
        "preferredVerticalBarBehavior"
    ]

    private static let needles: [[UInt8]] = prefilterWords.map { Array($0.utf8) }

    /// Words that make a member body worth reading (see `SyntaxExtractor.extract(source:bodiesMentioning:)`).
    public static let bodyWords = [
        "oolbar", "avigation", "searchable", "confirmationDialog", "alert", "userInterfaceIdiom", "BarButtonItem",
        "contentMarginsRemoved", "axisBehavior", "visibilityPriority", "largeContent", "UIAction", "UIMenu",
        "accessibilityLabel", "available", "Button", "Menu", "ShareLink", "VerticalBarBehavior", "modifier"
    ]

    /// Scans `paths` (files or folders). Files whose content hash equals `previousHashes[path]`
    /// are not parsed unless they hold part of a type that a changed file also declares, or of a
    /// screen in `previousScreenFiles` (type name → the files it was read from last time, e.g. its
    /// declaration, its commands' files and the files of what it uses) one of whose files changed
    /// or disappeared. Files declaring what a screen uses from other types are parsed when needed.
    public static func scan(
        paths: [String], options: ScanOptions = ScanOptions(), previousHashes: [String: String] = [:],
        previousScreenFiles: [String: [String]] = [:]
    ) -> ScanResult {
        let root = options.root ?? FileManager.default.currentDirectoryPath
        let input = ScanInput.files(FileWalker(root: root, excludes: options.excludes).walkAll(paths))
        return scan(input, options: options, previousHashes: previousHashes, previousScreenFiles: previousScreenFiles)
    }

    /// Scans `sources` (path relative to the scan root → Swift text) held in memory as `scan(paths:…)`
    /// scans a folder holding just those files: for tests that scan generated code without writing
    /// it out. Only `.swift` paths are read; `options.root` and `options.excludes` play no part.
    package static func scan(sources: [String: String], options: ScanOptions = ScanOptions()) -> ScanResult {
        scan(ScanInput.memory(sources), options: options, previousHashes: [:], previousScreenFiles: [:])
    }

    private static func scan(
        _ input: ScanInput, options: ScanOptions, previousHashes: [String: String],
        previousScreenFiles: [String: [String]]
    ) -> ScanResult {
        let found = input.found
        let entries = found.entries
        let threads = max(1, options.threads ?? ProcessInfo.processInfo.activeProcessorCount)
        let finished = Locked(0)
        let total = entries.count + (options.extract ? found.tables.count : 0)
        func finish() -> Int {
            finished.withLock {
                $0 += 1
                return $0
            }
        }
        var works = Parallel.map(count: entries.count, threads: threads) { index in
            let work = firstPass(entries[index], input: input, options: options, previousHashes: previousHashes)
            if let progress = options.progress {
                progress(
                    finished.withLock {
                        $0 += 1
                        return $0
                    }, total)
            }
            return work
        }
        guard options.extract else { return ScanResult(files: works.map(\.file), screens: [], findings: []) }
        var tables = LocalizationTables()
        var tableFiles: [ScannedFile] = []
        for entry in found.tables {
            guard let bytes = input.contents(entry.absolutePath) else {
                tableFiles.append(
                    ScannedFile(path: entry.relativePath, contentHash: nil, outcome: .skipped(.unreadable)))
                if let progress = options.progress { progress(finish(), total) }
                continue
            }
            let hash = SHA256.hex(bytes: bytes)
            tables.add(path: entry.relativePath, bytes: bytes)
            tableFiles.append(
                ScannedFile(
                    path: entry.relativePath, contentHash: hash,
                    outcome: previousHashes[entry.relativePath] == hash ? .unchanged : .parsed))
            if let progress = options.progress { progress(finish(), total) }
        }
        let affected = affectedScreens(
            works + tableFiles.map { FileWork(file: $0) }, previousHashes: previousHashes,
            previousScreenFiles: previousScreenFiles)
        secondPass(&works, threads: threads, screens: affected, previousScreenFiles: previousScreenFiles)
        var declarations: [String: FileDeclarations] = [:]
        var absolute: [String: String] = [:]
        var skipped: [String: SkippedBodies] = [:]
        for (index, work) in works.enumerated() {
            if let declared = work.declarations { declarations[work.file.path] = declared }
            absolute[work.file.path] = entries[index].absolutePath
            if let bodies = work.skipped { skipped[work.file.path] = bodies }
        }
        let index = ScanIndex(
            facts: works.compactMap { work in work.facts.map { (work.file.path, $0) } },
            declarations: declarations, localization: tables, skipped: skipped,
            load: { path in
                guard let file = absolute[path], let bytes = input.contents(file),
                    let text = String(validating: bytes, as: UTF8.self),
                    bracketDepth(bytes) <= maximumBracketDepth
                else { return nil }
                let facts = SyntaxExtractor.extract(source: text)
                return facts.hasErrors ? nil : facts
            })
        index.deploymentTarget = options.deploymentTarget
        let tracker = SiteTracker()
        var screens: [ScannedScreen] = []
        var findings: [SourceFinding] = []
        for name in index.order.sorted() {
            guard let info = index.types[name] else { continue }
            let builder = ScreenBuilder(info: info, index: index, tracker: tracker)
            builder.read()
            findings += builder.findings
            if let screen = builder.scannedScreen() { screens.append(screen) }
        }
        let unread = unreadSites(works, index: index, tracker: tracker)
        findings += unread.findings
        let sortedFindings = Array(Set(findings)).sorted { lhs, rhs in
            (lhs.location.file, lhs.location.line, lhs.location.column ?? 0, lhs.id, lhs.message)
                < (rhs.location.file, rhs.location.line, rhs.location.column ?? 0, rhs.id, rhs.message)
        }
        let foundScreens = Set(screens.map(\.typeName))
        let removed = affected.filter { !foundScreens.contains($0) }.sorted()
        let files = (works.map(\.file) + tableFiles).sorted { $0.path < $1.path }
        return ScanResult(
            files: files, screens: screens, findings: sortedFindings, removedScreens: removed,
            sites: tracker.sites(adding: unread.sites),
            interfaceBuilderFiles: found.interfaceBuilderFiles)
    }

    /// Toolbar sites in the files parsed that no screen read: reusable content nothing applies, or
    /// bar items set up where no screen is. Each gets an `unresolved-toolbar-content` finding.
    private static func unreadSites(_ works: [FileWork], index: ScanIndex, tracker: SiteTracker)
        -> (sites: [ToolbarSite], findings: [SourceFinding])
    {
        var sites: [ToolbarSite] = []
        var findings: [SourceFinding] = []
        for work in works where work.file.outcome == .parsed {
            guard let facts = work.facts else { continue }
            for (site, typeName) in SiteFinder.sites(in: facts.types, file: work.file.path)
            where !tracker.wasRead(site.location) {
                var site = site
                let info = index.types[typeName]
                let reusable = info.map { $0.isToolbarContent || $0.isViewModifier || $0.isProtocolExtension } ?? false
                let message: String
                if reusable {
                    site.outcome = .notApplied
                    message =
                        "This toolbar is in \(typeName), which no scanned screen applies; its items are not "
                        + "recorded on any screen."
                } else {
                    site.outcome = .unresolved
                    site.reasons = ["no-screen"]
                    message =
                        "This toolbar is in \(typeName), which is not a view or view controller the scanner "
                        + "records as a screen; its items are not recorded."
                }
                sites.append(site)
                findings.append(
                    SourceFinding(
                        id: "unresolved-toolbar-content", severity: .info, message: message,
                        location: site.location, screen: typeName))
            }
        }
        return (sites, findings)
    }

    /// Screens of the last scan with a file that changed, appeared unreadable or disappeared.
    private static func affectedScreens(
        _ works: [FileWork], previousHashes: [String: String], previousScreenFiles: [String: [String]]
    ) -> Set<String> {
        guard !previousScreenFiles.isEmpty else { return [] }
        var changed = Set(previousHashes.keys)
        for work in works {
            if work.file.outcome == .unchanged {
                changed.remove(work.file.path)
            } else {
                changed.insert(work.file.path)
            }
        }
        return Set(previousScreenFiles.filter { !changed.isDisjoint(with: $0.value) }.keys)
    }

    // MARK: - Passes

    private static func firstPass(
        _ entry: WalkEntry, input: ScanInput, options: ScanOptions, previousHashes: [String: String]
    ) -> FileWork {
        let path = entry.relativePath
        if let reason = entry.skip {
            return FileWork(
                file: ScannedFile(
                    path: path, contentHash: nil, outcome: .skipped(reason),
                    detail: entry.detail))
        }
        if let size = input.size(entry.absolutePath), size > options.maximumFileBytes {
            return FileWork(
                file: ScannedFile(
                    path: path, contentHash: nil, outcome: .skipped(.tooBig),
                    detail: "\(size) bytes; the limit is \(options.maximumFileBytes)"))
        }
        guard let bytes = input.contents(entry.absolutePath) else {
            return FileWork(file: ScannedFile(path: path, contentHash: nil, outcome: .skipped(.unreadable)))
        }
        let hash = SHA256.hex(bytes: bytes)
        let declarations = options.extract ? FileDeclarations.scan(bytes) : nil
        var work: FileWork
        if previousHashes[path] == hash {
            work = FileWork(file: ScannedFile(path: path, contentHash: hash, outcome: .unchanged), bytes: bytes)
        } else if !containsAny(bytes, needles) {
            work = FileWork(file: ScannedFile(path: path, contentHash: hash, outcome: .noToolbar), bytes: bytes)
        } else {
            work = parse(bytes, path: path, hash: hash, extract: options.extract)
        }
        work.declarations = declarations
        return work
    }

    /// The deepest nesting of `[` a file may have before it is skipped instead of parsed.
    ///
    /// SwiftParser's look-ahead for array types is exponential in unclosed `[` nesting: found by
    /// fuzzing (scripts/fuzz.sh), 18 levels take a second and 22 eighteen, so one hostile or
    /// half-typed file could stall a whole scan. Real code nests a handful of levels.
    public static let maximumBracketDepth = 12

    /// The deepest `[` nesting in `bytes` (brackets in strings and comments count too).
    static func bracketDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        for byte in bytes {
            if byte == UInt8(ascii: "[") {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte == UInt8(ascii: "]"), depth > 0 {
                depth -= 1
            }
        }
        return deepest
    }

    /// Decodes (UTF-8 only) and parses a file.
    private static func parse(_ bytes: [UInt8], path: String, hash: String, extract: Bool, fullBodies: Bool = false)
        -> FileWork
    {
        let depth = bracketDepth(bytes)
        if depth > maximumBracketDepth {
            return FileWork(
                file: ScannedFile(
                    path: path, contentHash: hash, outcome: .skipped(.nestedTooDeeply),
                    detail: "'[' nested \(depth) deep; the parser is only given files up to \(maximumBracketDepth)"))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return FileWork(file: ScannedFile(path: path, contentHash: hash, outcome: .skipped(.notUTF8)))
        }
        if !extract {
            let clean = SyntaxCheck.parsesCleanly(text)
            let outcome: FileOutcome = clean ? .parsed : .skipped(.unparseable)
            return FileWork(file: ScannedFile(path: path, contentHash: hash, outcome: outcome))
        }
        let (facts, skipped) = SyntaxExtractor.extractKeepingSkipped(
            source: text, bodiesMentioning: fullBodies ? nil : bodyWords, readingAhead: readsEveryMember)
        if facts.hasErrors {
            let first = SyntaxCheck.diagnostics(in: text).first
            return FileWork(
                file: ScannedFile(
                    path: path, contentHash: hash, outcome: .skipped(.unparseable), detail: first?.description))
        }
        var work = FileWork(
            file: ScannedFile(path: path, contentHash: hash, outcome: .parsed), facts: facts, bytes: bytes)
        // Kept only when a body was skipped: the index reads those again one declaration at a time.
        work.skipped = skipped.count > 0 ? skipped : nil
        return work
    }

    /// Whether a type (one part: its name and this part's inheritance clause) is one whose every
    /// member the UIKit reader asks for (`TypeInfo.isViewController`): its skipped bodies are then
    /// read during the parse, as they would each be parsed again later.
    package static func readsEveryMember(_ name: String, _ inheritedTypes: [String]) -> Bool {
        name.hasSuffix("ViewController")
            || inheritedTypes.contains { TypeInfo.withoutGenerics($0).hasSuffix("Controller") }
    }

    /// Parses the unparsed files that declare or extend a type a parsed file also declares, so a
    /// screen split over files is read whole, and every file of the screens `screens` (read last
    /// time from a file that changed).
    private static func secondPass(
        _ works: inout [FileWork], threads: Int, screens: Set<String>, previousScreenFiles: [String: [String]]
    ) {
        var names: Set<String> = []
        for work in works {
            for type in work.facts?.types ?? [] { names.insert(String(type.name.split(separator: ".").last ?? "")) }
        }
        var forced: Set<String> = []
        for screen in screens {
            names.insert(String(screen.split(separator: ".").last ?? ""))
            forced.formUnion(previousScreenFiles[screen] ?? [])
        }
        // Screens that use a helper modifier or view modifier adding a toolbar need not mention a
        // toolbar word: files calling one are parsed too.
        let helperNames = toolbarHelperNames(works)
        let helpers = helperNames.functions.map { Array(".\($0)".utf8) } + helperNames.modifiers.map { Array($0.utf8) }
        guard !names.isEmpty || !helpers.isEmpty else { return }
        // A file calling such a helper is read with every member body: the call need not sit next to
        // any word the first parse looks for.
        let usesHelpers = Set(
            works.indices.filter { index in
                guard !helpers.isEmpty, let bytes = works[index].bytes else { return false }
                return works[index].file.outcome == .parsed || works[index].file.outcome == .noToolbar
                    ? containsAny(bytes, helpers) : false
            })
        let candidates = works.indices.filter { index in
            guard works[index].bytes != nil else { return false }
            if usesHelpers.contains(index) { return true }
            guard works[index].facts == nil else { return false }
            return forced.contains(works[index].file.path)
                || !(works[index].declarations?.types.isDisjoint(with: names) ?? true)
        }
        let snapshot = works
        let parsed = Parallel.map(count: candidates.count, threads: threads) { index in
            let work = snapshot[candidates[index]]
            if let facts = work.facts {
                // Parsed already, with some bodies skipped: read just those declarations again.
                var whole = work
                whole.facts = work.skipped.map { $0.filling(facts) } ?? facts
                whole.skipped = nil
                return whole
            }
            let hash = work.file.contentHash ?? ""
            var parsed = parse(
                work.bytes ?? [], path: work.file.path, hash: hash, extract: true,
                fullBodies: usesHelpers.contains(candidates[index]))
            parsed.declarations = work.declarations
            return parsed
        }
        for (slot, index) in candidates.enumerated() { works[index] = parsed[slot] }
        for index in works.indices { works[index].bytes = nil }
    }

    /// Names of the helpers parsed files declare on `View` whose bodies add a toolbar (directly or
    /// through a view modifier), and of view modifiers that add one: screens call them as
    /// `.name(…)` / `.modifier(Name(…))` without any toolbar word of their own.
    static func toolbarHelperNames(_ works: [FileWork]) -> (functions: Set<String>, modifiers: Set<String>) {
        var modifiers: Set<String> = []
        var helpers: [(name: String, body: [SyntaxStatement])] = []
        for work in works {
            for type in work.facts?.types ?? [] {
                let isModifier = type.inheritedTypes.contains { $0 == "ViewModifier" || $0.hasSuffix(".ViewModifier") }
                for member in type.members where member.kind == .function {
                    if isModifier, member.name == "body", addsToolbar(member.body) {
                        modifiers.insert(String(type.name.split(separator: ".").last ?? ""))
                    }
                    if type.kind == .extensionType, ScanIndex.helperProtocols.contains(type.name) {
                        helpers.append((member.name, member.body))
                    }
                }
            }
        }
        var names: Set<String> = []
        for helper in helpers
        where addsToolbar(helper.body)
            || ExpressionSearch.anyStatement(
                helper.body,
                {
                    guard case .call(let call) = $0 else { return false }
                    return modifiers.contains(call.callee)
                })
        {
            names.insert(helper.name)
        }
        return (names, modifiers)
    }

    private static func addsToolbar(_ statements: [SyntaxStatement]) -> Bool {
        ExpressionSearch.anyStatement(statements) {
            guard case .call(let call) = $0 else { return false }
            return SiteFinder.isToolbarContent(call)
        }
    }

    // MARK: - Bytes

    /// Whether `haystack` contains one of `needles`, in one pass.
    static func containsAny(_ haystack: [UInt8], _ needles: [[UInt8]]) -> Bool {
        var firsts = [Bool](repeating: false, count: 256)
        for needle in needles { if let first = needle.first { firsts[Int(first)] = true } }
        return haystack.withUnsafeBufferPointer { hay in
            var index = 0
            while index < hay.count {
                if firsts[Int(hay[index])] {
                    for needle in needles where needle[0] == hay[index] && index + needle.count <= hay.count {
                        var offset = 1
                        while offset < needle.count, hay[index + offset] == needle[offset] { offset += 1 }
                        if offset == needle.count { return true }
                    }
                }
                index += 1
            }
            return false
        }
    }
}

// MARK: - Work items

/// One file's state between the passes.
struct FileWork: Sendable {
    var file: ScannedFile
    var facts: SyntaxFile?
    var bytes: [UInt8]?
    var declarations: FileDeclarations?
    /// The members whose bodies the parse of `facts` left unread, with where they are in the file.
    var skipped: SkippedBodies?

    init(file: ScannedFile, facts: SyntaxFile? = nil, bytes: [UInt8]? = nil) {
        self.file = file
        self.facts = facts
        self.bytes = bytes
    }
}
