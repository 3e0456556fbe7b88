import Foundation
import ToolbarChecklist
import ToolbarModel

// MARK: - Baseline entry

/// One accepted finding in a baseline file, by meaning: app, screen, command, item and scenario.
/// No row ids, times or paths, so the file is relative and reviewable.
public struct BaselineEntry: Hashable, Sendable, Comparable {
    /// The app name, as recorded.
    public var app: String
    /// The screen name, as recorded.
    public var screen: String
    /// The command key, if the finding names one.
    public var command: String?
    /// The checklist item id.
    public var item: String
    /// The scenario, if the finding names one.
    public var scenario: String?

    public init(app: String, screen: String, command: String?, item: String, scenario: String?) {
        self.app = app
        self.screen = screen
        self.command = command
        self.item = item
        self.scenario = scenario
    }

    /// The entry that accepts `finding`.
    public init(_ finding: Finding) {
        self.init(app: finding.app, screen: finding.screen, command: finding.commandKey, item: finding.itemID,
                  scenario: finding.scenario)
    }

    /// What it matches, compared as findings are.
    public var matchKey: FindingMatchKey {
        FindingMatchKey(app: app, screen: screen, commandKey: command, itemID: item, scenario: scenario)
    }

    /// Orders by meaning.
    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool { lhs.matchKey < rhs.matchKey }

    /// `App/Screen/command#item@scenario`, as recorded.
    public var description: String { "\(app)/\(screen)/\(command ?? "")#\(item)@\(scenario ?? "")" }
}

// MARK: - Baseline

/// The findings a team accepted when it adopted the tool: `audit --baseline FILE` fails only on
/// findings not in it. The file is sorted JSON:
///
/// ```json
/// {"findings": [{"app": "A", "command": "share", "fingerprint": "…", "item": "…", "scenario": "…",
///                "screen": "S"}],
///  "format": "toolbar-registry-baseline", "version": 1}
/// ```
public struct Baseline: Hashable, Sendable {
    /// The `format` value of a baseline file.
    public static let format = "toolbar-registry-baseline"
    /// The newest file version this tool reads and writes.
    public static let currentVersion = 1

    /// The accepted findings, sorted and unique by meaning.
    public private(set) var entries: [BaselineEntry]
    private var keys: Set<FindingMatchKey>

    /// A baseline holding `entries`.
    public init(entries: [BaselineEntry]) {
        var seen: Set<FindingMatchKey> = []
        self.entries = entries.sorted().filter { seen.insert($0.matchKey).inserted }
        self.keys = seen
    }

    /// A baseline accepting every finding in `findings`.
    public init(findings: [Finding]) { self.init(entries: findings.map(BaselineEntry.init)) }

    /// Whether `finding` is accepted.
    public func contains(_ finding: Finding) -> Bool { keys.contains(finding.matchKey) }

    /// Whether the entry is about the screen `app/screen` (names compared as the registry does).
    static func entry(_ entry: BaselineEntry, isOn app: String, _ screen: String) -> Bool {
        RecordName.foldedKey(entry.app) == RecordName.foldedKey(app)
            && RecordName.foldedKey(entry.screen) == RecordName.foldedKey(screen)
    }

    // MARK: - File format

    /// The file's text: pretty JSON with sorted keys and entries, ending in a newline.
    public func fileText() -> String {
        let findings = entries.map { entry -> JSONValue in
            var members = [JSONMember("app", .string(entry.app))]
            if let command = entry.command { members.append(JSONMember("command", .string(command))) }
            members.append(JSONMember("fingerprint", .string(entry.matchKey.fingerprint)))
            members.append(JSONMember("item", .string(entry.item)))
            if let scenario = entry.scenario { members.append(JSONMember("scenario", .string(scenario))) }
            members.append(JSONMember("screen", .string(entry.screen)))
            return .object(members)
        }
        let document = JSONValue.object([
            JSONMember("findings", .array(findings)), JSONMember("format", .string(Self.format)),
            JSONMember("version", .number(Double(Self.currentVersion))),
        ])
        return JSONWriter.string(document) + "\n"
    }

    /// Reads a baseline file's contents; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws -> Baseline {
        func refuse(_ reason: String) -> RegistryError {
            .file(path: file, reason: "not a baseline file: \(reason); "
                + "write one with 'toolbar-registry audit --write-baseline FILE'")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(data))
        } catch {
            throw refuse("not JSON (\(error))")
        }
        guard value["format"] == .string(format) else { throw refuse("\"format\" must be \"\(format)\"") }
        guard case let .number(version)? = value["version"], version >= 1, version <= Double(currentVersion) else {
            throw refuse("this tool reads \"version\" 1 to \(currentVersion)")
        }
        guard case let .array(findings)? = value["findings"] else { throw refuse("\"findings\" must be a list") }
        var entries: [BaselineEntry] = []
        for (index, finding) in findings.enumerated() {
            guard case let .string(app)? = finding["app"], case let .string(screen)? = finding["screen"],
                  case let .string(item)? = finding["item"] else {
                throw refuse("findings[\(index)] needs \"app\", \"screen\" and \"item\"")
            }
            var command: String?
            if case let .string(text)? = finding["command"] { command = text }
            var scenario: String?
            if case let .string(text)? = finding["scenario"] { scenario = text }
            entries.append(BaselineEntry(app: app, screen: screen, command: command, item: item, scenario: scenario))
        }
        return Baseline(entries: entries)
    }

    /// Reads the baseline file at `path`.
    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RegistryError.file(path: path, reason: "cannot read the baseline file; check the path")
        }
        return try parse(data, file: path)
    }

    /// Writes the baseline file at `path` (replacing it).
    public func write(to path: String) throws {
        do {
            try Data(fileText().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw RegistryError.file(
                path: path, reason: "cannot write the baseline file (\(error.localizedDescription))")
        }
    }
}

// MARK: - Writing from an audit

extension AuditSummary {
    /// A baseline accepting every open finding of this run.
    public var baseline: Baseline { Baseline(findings: screens.flatMap(\.result.findings)) }
}
