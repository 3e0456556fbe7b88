import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Baseline entry

/// Accepted findings in a baseline file: their fingerprint (what matches), how many of them, and
/// for people reading the file, what they are about. No row ids, times or paths, so the file is
/// relative and reviewable.
public struct BaselineEntry: Hashable, Sendable, Comparable {
    /// The app name, as recorded when the baseline was written.
    public var app: String
    /// The screen name, as recorded when the baseline was written.
    public var screen: String
    /// The command key, if the finding names one.
    public var command: String?
    /// The checklist item id.
    public var item: String
    /// The scenario, if the finding names one.
    public var scenario: String?
    /// What the item measured, if anything (``Finding/measured``).
    public var measured: String?
    /// The findings' fingerprint (``FindingFingerprint``): what the entry matches.
    public var fingerprint: String
    /// How many findings with these fields it accepts (at least 1).
    public var count: Int

    public init(
        app: String, screen: String, command: String?, item: String, scenario: String?, measured: String? = nil,
        fingerprint: String, count: Int = 1
    ) {
        self.app = app
        self.screen = screen
        self.command = command
        self.item = item
        self.scenario = scenario
        self.measured = measured
        self.fingerprint = fingerprint
        self.count = max(1, count)
    }

    /// The entry that accepts `finding`.
    public init(_ finding: Finding) {
        self.init(
            app: finding.app, screen: finding.screen, command: finding.commandKey, item: finding.itemID,
            scenario: finding.scenario, measured: finding.measured, fingerprint: finding.fingerprint)
    }

    /// What it is about by name, compared as findings are.
    public var matchKey: FindingMatchKey {
        FindingMatchKey(app: app, screen: screen, commandKey: command, itemID: item, scenario: scenario)
    }

    /// Whether it describes `finding` exactly (beyond sharing its fingerprint).
    func describes(_ finding: Finding) -> Bool {
        command == finding.commandKey && scenario == finding.scenario && measured == finding.measured
    }

    /// Orders by meaning, then measured value and fingerprint.
    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        if lhs.matchKey != rhs.matchKey { return lhs.matchKey < rhs.matchKey }
        if lhs.measured != rhs.measured { return (lhs.measured ?? "") < (rhs.measured ?? "") }
        if lhs.fingerprint != rhs.fingerprint { return lhs.fingerprint < rhs.fingerprint }
        return (lhs.app, lhs.screen, lhs.command ?? "", lhs.scenario ?? "", lhs.count)
            < (rhs.app, rhs.screen, rhs.command ?? "", rhs.scenario ?? "", rhs.count)
    }

    /// `App/Screen/command#item@scenario`, as recorded, then `×N` when it accepts several.
    public var description: String {
        "\(app)/\(screen)/\(command ?? "")#\(item)@\(scenario ?? "")" + (count > 1 ? " ×\(count)" : "")
    }
}

// MARK: - Baseline

/// The findings a team accepted when it adopted the tool: `audit --baseline FILE` fails only on
/// findings not in it. A finding is accepted only by an entry with its fingerprint, and an entry
/// accepts at most `count` findings: one more finding with an accepted fingerprint is new. The
/// file is sorted JSON:
///
/// ```json
/// {"findings": [{"app": "A", "command": "share", "fingerprint": "…", "item": "…", "scenario": "…",
///                "screen": "S"}],
///  "format": "toolbar-registry-baseline", "version": 2}
/// ```
public struct Baseline: Hashable, Sendable {
    /// The `format` value of a baseline file.
    public static let format = "toolbar-registry-baseline"
    /// The file version this tool reads and writes. Version 1 files (matched by item, command and
    /// scenario, which let a second problem of the same kind pass) are refused with the command
    /// that rewrites them.
    public static let currentVersion = 2

    /// The accepted findings, sorted; entries with the same fields are merged into one with their
    /// counts added.
    public private(set) var entries: [BaselineEntry]
    private var byFingerprint: [String: [Int]] = [:]
    private var byScreen: [ScreenKey: [Int]] = [:]

    private struct ScreenKey: Hashable {
        var app: String
        var screen: String

        init(_ app: String, _ screen: String) {
            self.app = RecordName.foldedKey(app)
            self.screen = RecordName.foldedKey(screen)
        }
    }

    /// A baseline holding `entries`.
    public init(entries: [BaselineEntry]) {
        var merged: [BaselineEntry] = []
        for entry in entries.sorted() {
            if var last = merged.last, last.app == entry.app, last.screen == entry.screen, last.item == entry.item,
                last.command == entry.command, last.scenario == entry.scenario, last.measured == entry.measured,
                last.fingerprint == entry.fingerprint
            {
                last.count += entry.count
                merged[merged.count - 1] = last
            } else {
                merged.append(entry)
            }
        }
        self.entries = merged
        for (index, entry) in merged.enumerated() {
            byFingerprint[entry.fingerprint, default: []].append(index)
            byScreen[ScreenKey(entry.app, entry.screen), default: []].append(index)
        }
    }

    /// A baseline accepting every finding in `findings` (each one: two findings with the same
    /// fingerprint make an entry with count 2).
    public init(findings: [Finding]) { self.init(entries: findings.map(BaselineEntry.init)) }

    /// One screen's findings against the baseline: the findings it does not accept, and the
    /// entries (or the part of an entry's count) that no finding of the screen used — found by
    /// fingerprint, or named after the screen.
    public func match(_ findings: [Finding], app: String, screen: String) -> (new: [Finding], fixed: [BaselineEntry]) {
        var candidates = Set(byScreen[ScreenKey(app, screen)] ?? [])
        for fingerprint in Set(findings.map(\.fingerprint)) { candidates.formUnion(byFingerprint[fingerprint] ?? []) }
        // One slot per accepted finding, in entry order.
        let slots = candidates.sorted().flatMap { index in Array(repeating: index, count: entries[index].count) }
        let result = FindingPairing.pair(findings, with: slots, fingerprint: { entries[$0].fingerprint }) {
            index, finding in
            entries[index].describes(finding)
        }
        var unused: [Int: Int] = [:]
        for index in result.gone { unused[index, default: 0] += 1 }
        let fixed = unused.keys.sorted().map { index in
            var entry = entries[index]
            entry.count = unused[index] ?? 1
            return entry
        }
        return (result.new.sorted(), fixed)
    }

    // MARK: - File format

    /// The file's text: pretty JSON with sorted keys and entries, ending in a newline.
    public func fileText() -> String {
        let findings = entries.map { entry -> JSONValue in
            var members = [JSONMember("app", .string(entry.app))]
            if let command = entry.command { members.append(JSONMember("command", .string(command))) }
            if entry.count > 1 { members.append(JSONMember("count", .number(Double(entry.count)))) }
            members.append(JSONMember("fingerprint", .string(entry.fingerprint)))
            members.append(JSONMember("item", .string(entry.item)))
            if let measured = entry.measured { members.append(JSONMember("measured", .string(measured))) }
            if let scenario = entry.scenario { members.append(JSONMember("scenario", .string(scenario))) }
            members.append(JSONMember("screen", .string(entry.screen)))
            return .object(members)
        }
        let document = JSONValue.object([
            JSONMember("findings", .array(findings)), JSONMember("format", .string(Self.format)),
            JSONMember("version", .number(Double(Self.currentVersion)))
        ])
        return JSONWriter.string(document) + "\n"
    }

    /// Reads a baseline file's contents; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws -> Baseline {
        func refuse(_ reason: String) -> RegistryError {
            .file(
                path: file,
                reason: "not a baseline file: \(reason); "
                    + "write one with 'toolbar-registry audit --write-baseline FILE'")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(data))
        } catch {
            throw refuse("not JSON (\(error))")
        }
        guard value["format"] == .string(format) else { throw refuse("\"format\" must be \"\(format)\"") }
        if value["version"] == .number(1) {
            throw RegistryError.file(
                path: file,
                reason: "a version 1 baseline matches findings by item, command and scenario only, so a second "
                    + "problem of the same kind on the same command passes unseen; this tool reads version "
                    + "\(currentVersion), which matches each finding by its fingerprint. Rewrite it from the "
                    + "commit it was written for: 'toolbar-registry audit [SCOPE] --write-baseline \(file)', "
                    + "and review the diff")
        }
        guard case .number(let version)? = value["version"], version == Double(currentVersion) else {
            throw refuse("this tool reads \"version\" \(currentVersion)")
        }
        guard case .array(let findings)? = value["findings"] else { throw refuse("\"findings\" must be a list") }
        var entries: [BaselineEntry] = []
        for (index, finding) in findings.enumerated() {
            guard case .string(let app)? = finding["app"], case .string(let screen)? = finding["screen"],
                case .string(let item)? = finding["item"], case .string(let fingerprint)? = finding["fingerprint"]
            else {
                throw refuse("findings[\(index)] needs \"app\", \"screen\", \"item\" and \"fingerprint\"")
            }
            var count = 1
            if let value = finding["count"] {
                guard case .number(let number) = value, number >= 1, number <= 1e9, number == number.rounded() else {
                    throw refuse("findings[\(index)].count must be a whole number of 1 or more")
                }
                count = Int(number)
            }
            func text(_ key: String) -> String? {
                if case .string(let text)? = finding[key] { return text }
                return nil
            }
            entries.append(
                BaselineEntry(
                    app: app, screen: screen, command: text("command"), item: item, scenario: text("scenario"),
                    measured: text("measured"), fingerprint: fingerprint, count: count))
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

    /// Writes the baseline file at `path` (replacing it the safe way, see ``OutputFile``); a
    /// registry named in `protecting` is never written over.
    public func write(to path: String, protecting registries: [String] = []) throws {
        try translatingErrors { try OutputFile.write(fileText(), to: path, protecting: registries) }
    }
}

// MARK: - Writing from an audit

extension AuditSummary {
    /// A baseline accepting every open finding of this run.
    public var baseline: Baseline { Baseline(findings: screens.flatMap(\.result.findings)) }
}
