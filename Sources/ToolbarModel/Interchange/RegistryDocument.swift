// MARK: - The document

/// The one canonical, versioned JSON format for export, import and seeds:
/// `{"apps": [...], "format": "toolbar-registry", "scenarios": [...], "version": 4}`.
///
/// Encoding is deterministic (sorted keys, 2-space indentation, records in a stable order), so
/// export → import → export is byte-identical. Decoding refuses anything malformed and reports
/// the JSON path, line and column of the first problem (see ``InterchangeError``).
public struct RegistryDocument: Hashable, Sendable {
    /// The value of the `format` key.
    public static let format = "toolbar-registry"
    /// The version this build writes; it reads every version from 1 up to this one. Version 2
    /// added command branches, localized and unknown titles and measured widths; version 3
    /// records' stable ids (`id`) and screens' `signOffs` and `suppressions`; version 4 commands'
    /// `alternateSymbol`.
    public static let currentVersion = 4

    /// One app with its screens.
    public struct AppEntry: Hashable, Sendable {
        /// The app record.
        public var app: App
        /// Its screens.
        public var screens: [ScreenEntry]
        /// The kinds of device or window its audits use; empty means every target.
        public var targets: [ScenarioTarget]

        /// An app entry with its screens.
        public init(app: App, screens: [ScreenEntry] = [], targets: [ScenarioTarget] = []) {
            self.app = app
            self.screens = screens
            self.targets = targets
        }
    }

    /// One screen with its groups, commands and reviews.
    public struct ScreenEntry: Hashable, Sendable {
        /// The screen record.
        public var screen: Screen
        /// Its toolbar groups.
        public var groups: [ToolbarGroup]
        /// Its commands.
        public var commands: [Command]
        /// Sign-offs of its manual checklist items.
        public var signOffs: [SignOffEntry]
        /// Its accepted findings.
        public var suppressions: [SuppressionEntry]

        /// A screen entry with its groups, commands and reviews.
        public init(
            screen: Screen, groups: [ToolbarGroup] = [], commands: [Command] = [], signOffs: [SignOffEntry] = [],
            suppressions: [SuppressionEntry] = []
        ) {
            self.screen = screen
            self.groups = groups
            self.commands = commands
            self.signOffs = signOffs
            self.suppressions = suppressions
        }

        /// The screen as the solver and checklist take it.
        public func inventory(app: App) -> ScreenInventory {
            ScreenInventory(app: app, screen: screen, groups: groups, commands: commands)
        }
    }

    /// The apps, each with its screens.
    public var apps: [AppEntry]
    /// The scenario presets.
    public var scenarios: [Scenario]

    /// A document holding `apps` and `scenarios` (in any order; encoding sorts them).
    public init(apps: [AppEntry] = [], scenarios: [Scenario] = []) {
        self.apps = apps
        self.scenarios = scenarios
    }

    // MARK: - Order

    /// The same document with every list in canonical order: apps, screens and groups by folded
    /// name then name, commands by `order` then key, scenarios by name.
    public func sorted() -> RegistryDocument {
        RegistryDocument(
            apps: apps.map { entry in
                AppEntry(
                    app: entry.app,
                    screens: entry.screens.map { screen in
                        ScreenEntry(
                            screen: screen.screen,
                            groups: screen.groups.sorted { Self.precedes($0.name, $1.name) },
                            commands: screen.commands.sorted { ($0.order, $0.key) < ($1.order, $1.key) },
                            signOffs: Self.sorted(screen.signOffs), suppressions: Self.sorted(screen.suppressions))
                    }.sorted { Self.precedes($0.screen.name, $1.screen.name) }, targets: Self.canonical(entry.targets))
            }.sorted { Self.precedes($0.app.name, $1.app.name) },
            scenarios: scenarios.sorted { Self.precedes($0.name, $1.name) })
    }

    /// Orders names by their folded key, then by the name itself (both by Unicode scalars).
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = RecordName.foldedKey(lhs)
        let right = RecordName.foldedKey(rhs)
        if left != right { return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars) }
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }
}

// MARK: - Encoding

extension RegistryDocument {
    /// The document as a JSON tree, in canonical order.
    public var jsonValue: JSONValue {
        let document = sorted()
        return .object([
            JSONMember("format", .string(Self.format)),
            JSONMember("version", .number(Double(Self.currentVersion))),
            JSONMember("apps", .array(document.apps.map(RegistryDocument.encode))),
            JSONMember("scenarios", .array(document.scenarios.map(RecordJSON.encode)))
        ])
    }

    /// The canonical file bytes (UTF-8, sorted keys, 2-space indentation, final newline).
    public func encoded() -> [UInt8] {
        JSONWriter.bytes(jsonValue)
    }

    /// The canonical file text.
    public func encodedString() -> String {
        JSONWriter.string(jsonValue)
    }

    /// An app with its screens, in the document's shape (for `app show --format json`).
    public static func encode(_ entry: AppEntry) -> JSONValue {
        guard case .object(var members) = RecordJSON.encode(entry.app) else { return .null }
        let screens = entry.screens.sorted { precedes($0.screen.name, $1.screen.name) }
        if !screens.isEmpty { members.append(JSONMember("screens", .array(screens.map(encode)))) }
        let targets = canonical(entry.targets)
        if !targets.isEmpty { members.append(JSONMember("targets", .array(targets.map { .string($0.rawValue) }))) }
        return .object(members)
    }

    /// Targets without repeats, in declaration order; every target at once is written as none (the default).
    public static func canonicalTargets(_ targets: [ScenarioTarget]) -> [ScenarioTarget] { canonical(targets) }

    /// See ``canonicalTargets(_:)``.
    static func canonical(_ targets: [ScenarioTarget]) -> [ScenarioTarget] {
        let set = Set(targets)
        return set.count == ScenarioTarget.allCases.count ? [] : ScenarioTarget.allCases.filter(set.contains)
    }

    /// A screen with its groups, commands and reviews, in the document's shape.
    public static func encode(_ entry: ScreenEntry) -> JSONValue {
        guard case .object(var members) = RecordJSON.encode(entry.screen) else { return .null }
        let groups = entry.groups.sorted { precedes($0.name, $1.name) }
        let commands = entry.commands.sorted { ($0.order, $0.key) < ($1.order, $1.key) }
        if !groups.isEmpty { members.append(JSONMember("groups", .array(groups.map(RecordJSON.encode)))) }
        if !commands.isEmpty { members.append(JSONMember("commands", .array(commands.map(RecordJSON.encode)))) }
        if !entry.signOffs.isEmpty {
            members.append(JSONMember("signOffs", .array(sorted(entry.signOffs).map(RecordJSON.encode))))
        }
        if !entry.suppressions.isEmpty {
            members.append(JSONMember("suppressions", .array(sorted(entry.suppressions).map(RecordJSON.encode))))
        }
        return .object(members)
    }
}
