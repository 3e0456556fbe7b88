import ToolbarModel

// MARK: - Options

/// How a scan runs.
public struct ScanOptions: Sendable {
    /// The default largest file that is read: 4 MiB. Larger files are skipped as `tooBig`.
    public static let defaultMaximumFileBytes = 4 * 1024 * 1024

    /// Folder names never entered (generated code and dependencies).
    public static let generatedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm"]

    /// Paths in the result are relative to this folder; `nil` uses the current directory.
    public var root: String?
    /// Glob patterns (`*`, `**`, `?`) matched against root-relative paths; matches are skipped.
    public var excludes: [String]
    /// Files larger than this many bytes are skipped.
    public var maximumFileBytes: Int
    /// How many threads parse at once; `nil` uses every core.
    public var threads: Int?
    /// `false` parses files without extracting anything (for the benchmark's bare-parse baseline).
    public var extract: Bool
    /// The app's deployment target, when known: iOS 27 API needs no availability check when the app
    /// deploys to iOS 27 or later.
    public var deploymentTarget: OSVersion?
    /// Called after each file is processed, from any thread, with (done, total).
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// Makes options.
    public init(
        root: String? = nil, excludes: [String] = [], maximumFileBytes: Int = ScanOptions.defaultMaximumFileBytes,
        threads: Int? = nil, extract: Bool = true, deploymentTarget: OSVersion? = nil,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) {
        self.deploymentTarget = deploymentTarget
        self.root = root
        self.excludes = excludes
        self.maximumFileBytes = maximumFileBytes
        self.threads = threads
        self.extract = extract
        self.progress = progress
    }
}

// MARK: - Files

/// Why a file was not read.
public enum SkipReason: String, Hashable, Sendable {
    /// Not valid UTF-8.
    case notUTF8 = "not-utf8"
    /// The parser found syntax errors.
    case unparseable
    /// Larger than `ScanOptions.maximumFileBytes`.
    case tooBig = "too-big"
    /// Matched an `--exclude` glob.
    case excluded
    /// A symbolic link leading back into a folder already being walked.
    case symlinkLoop = "symlink-loop"
    /// A symbolic link leading out of the folder given to the scan: not followed.
    case symlinkOutside = "symlink-outside"
    /// Could not be read.
    case unreadable
    /// Square brackets nested deeper than the parser can handle in reasonable time (see
    /// `SourceScanner.maximumBracketDepth`).
    case nestedTooDeeply = "nested-too-deeply"
}

/// What happened to one file.
public enum FileOutcome: Hashable, Sendable {
    /// Parsed and read.
    case parsed
    /// Same content hash as last time: not parsed.
    case unchanged
    /// Holds nothing a toolbar needs (cheap byte search): not parsed.
    case noToolbar
    /// Not read, with the reason.
    case skipped(SkipReason)
}

/// One file the scan met.
public struct ScannedFile: Hashable, Sendable {
    /// Path relative to the root.
    public var path: String
    /// SHA-256 of its bytes (lower-case hex), when it was read.
    public var contentHash: String?
    /// What happened to it.
    public var outcome: FileOutcome
    /// Details for skipped files (the first syntax error, the size…).
    public var detail: String?

    /// Makes a file entry.
    public init(path: String, contentHash: String?, outcome: FileOutcome, detail: String? = nil) {
        self.path = path
        self.contentHash = contentHash
        self.outcome = outcome
        self.detail = detail
    }
}

// MARK: - Screens

/// A command found in source, with where it is and how it was decided.
public struct ScannedCommand: Hashable, Sendable {
    /// The registry record (key, title, placement, group, priority, role…).
    public var command: Command
    /// Where the item is declared.
    public var location: SourceLocation
    /// The `if`/`switch` condition(s) around it as source text, joined with ` && `; `nil` when none.
    public var condition: String?
    /// Whether the classification was inferred (not set by a `// toolbar-registry:` comment).
    public var classificationInferred: Bool
    /// Whether the key came from a `// toolbar-registry: key=` comment.
    public var keyFromComment: Bool

    /// Makes a scanned command.
    public init(
        command: Command, location: SourceLocation, condition: String? = nil, classificationInferred: Bool = true,
        keyFromComment: Bool = false
    ) {
        self.command = command
        self.location = location
        self.condition = condition
        self.classificationInferred = classificationInferred
        self.keyFromComment = keyFromComment
    }
}

/// A screen found in source: the View or view controller type with its toolbar.
public struct ScannedScreen: Hashable, Sendable {
    /// The registry record; `source` is where the type is declared.
    public var screen: Screen
    /// The Swift type name.
    public var typeName: String
    /// `swiftUI` or `uiKit`.
    public var framework: Framework
    /// Every file holding part of the type (declaration and extensions), sorted.
    public var files: [String]
    /// Its toolbar groups in declaration order.
    public var groups: [ToolbarGroup]
    /// Its commands in declaration order (`command.order` is 1-based).
    public var commands: [ScannedCommand]

    /// The UI framework a screen is written in.
    public enum Framework: String, Hashable, Sendable {
        case swiftUI = "swiftui"
        case uiKit = "uikit"
    }

    /// Makes a scanned screen.
    public init(
        screen: Screen, typeName: String, framework: Framework, files: [String], groups: [ToolbarGroup],
        commands: [ScannedCommand]
    ) {
        self.screen = screen
        self.typeName = typeName
        self.framework = framework
        self.files = files
        self.groups = groups
        self.commands = commands
    }
}

// MARK: - Coverage

/// How much of one toolbar site the scan could read.
public enum SiteOutcome: String, Hashable, Sendable, Comparable {
    /// Everything in it became records (or it holds nothing that is a command).
    case full
    /// Some of it became records; the rest has an `unresolved-toolbar-content` finding.
    case partial
    /// Nothing in it could be followed; it has an `unresolved-toolbar-content` finding.
    case unresolved
    /// Reusable toolbar content (a view modifier, a helper, a `ToolbarContent` type) that no
    /// scanned screen applies; it has an `unresolved-toolbar-content` finding.
    case notApplied = "not-applied"

    private var rank: Int {
        switch self {
        case .full: return 0
        case .notApplied: return 1
        case .partial: return 2
        case .unresolved: return 3
        }
    }

    /// Orders by how much is missing.
    public static func < (lhs: SiteOutcome, rhs: SiteOutcome) -> Bool { lhs.rank < rhs.rank }
}

/// A place in the code that puts items in a bar: `.toolbar { }`, `toolbarItems = […]`,
/// `navigationItem.rightBarButtonItems = […]`, `setToolbarItems(…)`, a `UIToolbar`'s `items`.
public struct ToolbarSite: Hashable, Sendable {
    /// Where it is.
    public var location: SourceLocation
    /// What it is: `.toolbar`, `toolbarItems`, `navigationItem.rightBarButtonItems`…
    public var kind: String
    /// How much of it was read.
    public var outcome: SiteOutcome
    /// Why not all of it (`unknown-member`, `ForEach`, `unknown-items`…), sorted.
    public var reasons: [String]
    /// Commands recorded from it (in every screen that applies it).
    public var commands: Int

    /// Makes a site.
    public init(
        location: SourceLocation, kind: String, outcome: SiteOutcome, reasons: [String] = [],
        commands: Int = 0
    ) {
        self.location = location
        self.kind = kind
        self.outcome = outcome
        self.reasons = reasons
        self.commands = commands
    }
}

/// What a scan read of the toolbars it met: nothing is dropped without a word.
public struct ScanCoverage: Hashable, Sendable {
    /// Toolbar sites in the files read.
    public var sites = 0
    /// Sites read fully.
    public var full = 0
    /// Sites read in part.
    public var partial = 0
    /// Sites nothing could be read from.
    public var unresolved = 0
    /// Reusable toolbar content no scanned screen applies.
    public var notApplied = 0
    /// Why sites were read in part or not at all: reason → sites.
    public var reasons: [String: Int] = [:]
    /// Commands recorded on the screens read.
    public var commands = 0
    /// Of those, commands whose title the code does not state.
    public var unknownTitles = 0
    /// Storyboards and XIBs under the scanned paths: not read (their bar items are not scanned).
    public var interfaceBuilderFiles = 0

    /// Makes an empty coverage.
    public init() {}

    /// Counts `sites` and the commands of `screens`.
    public init(sites: [ToolbarSite], screens: [ScannedScreen], interfaceBuilderFiles: Int) {
        self.sites = sites.count
        for site in sites {
            switch site.outcome {
            case .full: full += 1
            case .partial: partial += 1
            case .unresolved: unresolved += 1
            case .notApplied: notApplied += 1
            }
            for reason in site.reasons { reasons[reason, default: 0] += 1 }
        }
        for screen in screens {
            for command in screen.commands where command.command.content.isCommand {
                commands += 1
                if command.command.titleUnknown { unknownTitles += 1 }
            }
        }
        self.interfaceBuilderFiles = interfaceBuilderFiles
    }

    /// One line: `412 toolbar sites: 398 read fully, 10 partly (ForEach 6, unknown-member 4),
    /// 4 unresolved; 3 in reusable content no scanned screen applies. 612 commands, 14 with a
    /// title the code does not state. 2 storyboards or XIBs not read.`
    public var summary: String {
        var text = "\(sites) toolbar site\(sites == 1 ? "" : "s"): \(full) read fully, \(partial) partly"
        if !reasons.isEmpty {
            let listed = reasons.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
            text += " (\(listed.joined(separator: ", ")))"
        }
        text += ", \(unresolved) unresolved"
        if notApplied > 0 { text += "; \(notApplied) in reusable content no scanned screen applies" }
        text += ". \(commands) command\(commands == 1 ? "" : "s")"
        if unknownTitles > 0 {
            text += ", \(unknownTitles) with a title the code does not state"
        }
        text += "."
        if interfaceBuilderFiles > 0 {
            text +=
                " \(interfaceBuilderFiles) storyboard\(interfaceBuilderFiles == 1 ? "" : "s") or XIB"
                + "\(interfaceBuilderFiles == 1 ? "" : "s") not read."
        }
        return text
    }
}

// MARK: - Result

/// Everything one scan found.
public struct ScanResult: Hashable, Sendable {
    /// Every file met, sorted by path.
    public var files: [ScannedFile]
    /// Screens with at least one parsed file, sorted by type name. Screens whose files are all
    /// `unchanged` are not here: keep what the registry has for them.
    public var screens: [ScannedScreen]
    /// Findings from the parsed files, sorted by file, line, column and id.
    public var findings: [SourceFinding]
    /// Screens of `previousScreenFiles` whose files changed and that are no screens any more.
    public var removedScreens: [String]
    /// Every toolbar site in the files read, sorted by place, with how much of it was read.
    public var sites: [ToolbarSite]
    /// The sites and commands counted.
    public var coverage: ScanCoverage

    /// Makes a result.
    public init(
        files: [ScannedFile], screens: [ScannedScreen], findings: [SourceFinding], removedScreens: [String] = [],
        sites: [ToolbarSite] = [], interfaceBuilderFiles: Int = 0
    ) {
        self.files = files
        self.screens = screens
        self.findings = findings
        self.removedScreens = removedScreens
        self.sites = sites
        coverage = ScanCoverage(sites: sites, screens: screens, interfaceBuilderFiles: interfaceBuilderFiles)
    }

    /// Content hashes by path, for the next scan's `previousHashes`.
    public var contentHashes: [String: String] {
        var hashes: [String: String] = [:]
        for file in files {
            if let hash = file.contentHash { hashes[file.path] = hash }
        }
        return hashes
    }

    /// Paths of the files that were parsed.
    public var parsedFiles: [String] { files.filter { $0.outcome == .parsed }.map(\.path) }

    /// Paths of the files skipped because their hash had not changed.
    public var unchangedFiles: [String] { files.filter { $0.outcome == .unchanged }.map(\.path) }

    /// The files that were skipped, with their reasons.
    public var skippedFiles: [ScannedFile] {
        files.filter { if case .skipped = $0.outcome { return true } else { return false } }
    }
}
