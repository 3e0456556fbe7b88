import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON report this version cannot read, with where in it.
public struct ReportDecodingError: Error, Equatable, CustomStringConvertible {
    /// The JSON path of the problem (`$.screens[3].scenarios[0].layout`).
    public var path: String
    /// What is wrong there.
    public var problem: String

    /// The message the CLI prints after `Error: `.
    public var description: String { "\(path): \(problem)" }
}

/// Reads the JSON report: format versions 3 (``JSONRenderer``) and 2 by hand, version 1 (the model
/// as Foundation encodes it) with `JSONDecoder`. Everything versions 2 and 3 leave out is derived
/// back: a command's places from the layouts, row titles from the rules, findings' app, screen and
/// item from where they are, the diff's unchanged findings from the open ones not marked new, a
/// scenario's definition from `sharedScenarios` (version 3), a command named by position in a
/// layout or sweep from the screen's commands (version 3; version 2 names them by key).
enum JSONReportDecoding {
    static func decode(_ data: Data) throws -> VerificationReport {
        let root = JSONReader(try JSONParser.parse(Array(data)), path: "$")
        let version = try root.int("formatVersion")
        guard version >= 2 else {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode(VerificationReport.self, from: data)
        }
        guard version <= VerificationReport.formatVersion else {
            throw root.error(
                "format version \(version) is newer than this tool reads "
                    + "(\(VerificationReport.formatVersion))")
        }
        let solverRules = try root.array("solverRules").map { pair -> FiredRule in
            let fields = try pair.elements()
            guard fields.count == 2, let tag = FactTag(rawValue: try fields[1].string()) else {
                throw pair.error("expected [rule id, fact tag]")
            }
            return FiredRule(id: try fields[0].string(), tag: tag)
        }
        var layouts: [String: JSONReader] = [:]
        for (digest, layout) in try root.members("solverLayouts") { layouts[digest] = layout }
        let rules = try root.array("rules").map { rule in
            ReportRule(
                id: try rule.string("id"), title: try rule.string("title"), rationale: try rule.string("rationale"),
                severity: try rule.enumeration("severity"), kind: try rule.enumeration("kind"))
        }
        let byID = Dictionary(rules.map { ($0.id, $0) }) { first, _ in first }
        let messages = try (root.optionalArray("sharedMessages") ?? []).map { try $0.string() }
        var scenarios: [String: JSONReader] = [:]
        if try root.optionalObject("sharedScenarios") != nil {
            for (name, definition) in try root.members("sharedScenarios") { scenarios[name] = definition }
        }
        let shared = Shared(
            layouts: layouts, solverRules: solverRules, rules: byID, messages: messages,
            scenarios: scenarios)
        let screens = try root.array("screens").map { screen in try self.screen(screen, shared: shared) }
        let tool = try root.object("tool")
        return VerificationReport(
            generatedAt: try root.date("generatedAt"),
            tool: ReportTool(name: try tool.string("name"), version: try tool.string("version")),
            checklistVersion: try root.string("checklistVersion"),
            registryRevision: try root.optionalString("registryRevision"),
            registryFile: try root.optionalString("registryFile"), failOn: try root.enumeration("failOn"),
            scope: try root.string("scope"), rules: rules, screens: screens, observations: try observations(root))
    }

    /// What the report writes once and its screens refer to.
    struct Shared {
        var layouts: [String: JSONReader]
        var solverRules: [FiredRule]
        var rules: [String: ReportRule]
        var messages: [String]
        /// Scenario definitions by name (version 3).
        var scenarios: [String: JSONReader]
    }

    /// A screen's commands as its layouts and sweeps name them: a position in its `commands`
    /// (version 3), or a key.
    struct CommandNames {
        var keys: [String]
        var titles: [String: String]

        init(_ commands: [CommandRow]) {
            keys = commands.map(\.key)
            titles = Dictionary(commands.map { ($0.key, $0.title) }) { first, _ in first }
        }

        func key(_ value: JSONReader) throws -> String {
            guard case .number = value.value else { return try value.string() }
            let position = try value.intValue()
            guard keys.indices.contains(position) else { throw value.error("no command \(position) in commands") }
            return keys[position]
        }
    }

    // MARK: - Screen

    static func screen(_ value: JSONReader, shared: Shared) throws -> ScreenReport {
        let app = try value.string("app")
        let name = try value.string("screen")
        let commandsRead = try value.array("commands").map(command)
        let names = CommandNames(commandsRead)
        let scenarios = try value.array("scenarios").map { picture in
            try scenario(picture, screen: name, commands: names, shared: shared)
        }
        var newFindings: [Finding] = []
        let checklist = try value.array("checklist").map { row in
            try checklistRow(row, app: app, screen: name, commands: names, shared: shared, new: &newFindings)
        }
        var commands = commandsRead
        for index in commands.indices {
            commands[index].places = scenarios.map { ReportBuilder.place(of: commands[index].key, in: $0.layout) }
        }
        var diff: FindingDiff?
        if let recorded = try value.optionalObject("diff") {
            var fixed: [Finding] = []
            for group in try recorded.array("fixed") {
                var ignored: [Finding] = []
                fixed += try findings(
                    group, app: app, screen: name, itemID: nil, severity: nil, commands: names,
                    messages: shared.messages, new: &ignored)
            }
            var pool = newFindings
            let open = checklist.flatMap(\.findings)
            let unchanged = open.filter { finding in
                guard let index = pool.firstIndex(of: finding) else { return true }
                pool.remove(at: index)
                return false
            }
            diff = FindingDiff(
                previousAuditID: try recorded.optionalString("previousAuditID"), new: newFindings, fixed: fixed,
                unchanged: unchanged)
        }
        let audit = try value.optionalObject("audit").map { audit in
            AuditStamp(id: try audit.string("id"), time: try audit.date("time"))
        }
        return ScreenReport(
            app: app, screen: name, title: try value.optionalString("title"), owner: try value.optionalString("owner"),
            source: try value.optionalObject("source").map(location),
            registryLine: try value.optionalInt("registryLine"),
            audit: audit, verdict: try value.enumeration("verdict"), commands: commands, checklist: checklist,
            suppressions: try value.array("suppressions").map(suppression), scenarios: scenarios,
            history: try value.array("history").map(historyPoint), diff: diff)
    }

    // MARK: - Records

    static func command(_ value: JSONReader) throws -> CommandRow {
        CommandRow(
            key: try value.string("key"), title: try value.string("title"), symbol: try value.optionalString("symbol"),
            content: try value.string("content"), classification: try value.optionalString("classification"),
            role: try value.optionalString("role"), placement: try value.string("placement"),
            group: try value.optionalString("group"), priority: try value.string("priority"),
            essential: try value.optionalBool("essential") ?? false,
            source: try value.optionalObject("source").map(location),
            registryLine: try value.optionalInt("registryLine"))
    }

    /// A checklist row; a kind, severity or title left out is its rule's.
    static func checklistRow(
        _ value: JSONReader, app: String, screen: String, commands: CommandNames,
        shared: Shared, new: inout [Finding]
    ) throws -> ChecklistRow {
        let itemID = try value.string("itemID")
        let rule = shared.rules[itemID]
        guard let severity: Severity = try value.optionalEnumeration("severity") ?? rule?.severity,
            let kind: ItemKind = try value.optionalEnumeration("kind") ?? rule?.kind
        else {
            throw value.error("no rule \(itemID) in rules to give the row its kind and severity")
        }
        // Groups gather a row's findings out of order; they are listed as the checklist sorts them.
        var open: [Finding] = []
        for group in try value.optionalArray("findings") ?? [] {
            open += try findings(
                group, app: app, screen: screen, itemID: itemID, severity: severity,
                commands: commands, messages: shared.messages, new: &new)
        }
        open = open.sortedByMeaning()
        var suppressed: [Finding] = []
        for group in try value.optionalArray("suppressed") ?? [] {
            var ignored: [Finding] = []
            suppressed += try findings(
                group, app: app, screen: screen, itemID: itemID, severity: severity,
                commands: commands, messages: shared.messages, new: &ignored)
        }
        suppressed = suppressed.sortedByMeaning()
        let signOff = try value.optionalObject("signOff").map { sign in
            SignOff(
                itemID: try sign.optionalString("itemID") ?? itemID, author: try sign.string("author"),
                date: try sign.date("date"), note: try sign.optionalString("note"), stale: try sign.bool("stale"))
        }
        let title =
            try value.optionalString("title") ?? rule?.title
            ?? Checklist.catalogue.first { $0.id == itemID }?.description.title ?? itemID
        return ChecklistRow(
            title: title,
            result: ItemResult(
                itemID: itemID, kind: kind, severity: severity, verdict: try value.enumeration("verdict"),
                reason: try value.optionalString("reason"), findings: open, suppressed: suppressed, signOff: signOff))
    }

    /// The findings of one group; those marked new are added to `new` as well. A message given
    /// as a number is that entry of `messages` (the report's `sharedMessages`), a command given as
    /// a number that entry of the screen's commands.
    static func findings(
        _ group: JSONReader, app: String, screen: String, itemID: String?, severity: Severity?,
        commands: CommandNames, messages: [String], new: inout [Finding]
    ) throws -> [Finding] {
        let item = try itemID ?? group.string("item")
        guard let groupSeverity: Severity = try group.optionalEnumeration("severity") ?? severity else {
            throw group.error("missing \"severity\"")
        }
        let stored = try group.member("message")
        let message: String
        if case .number = stored.value {
            let position = try stored.intValue()
            guard messages.indices.contains(position) else {
                throw stored.error("no message \(position) in sharedMessages")
            }
            message = messages[position]
        } else {
            message = try stored.string()
        }
        let isTemplate = try group.optionalBool("template") ?? false
        let occurrences = try group.array("occurrences")
        let fingerprints = try group.array("fingerprints").map { try $0.string() }
        let measured = try group.optionalArray("measured")?.map { try $0.optionalString() }
        guard fingerprints.count == occurrences.count, measured.map({ $0.count == occurrences.count }) ?? true else {
            throw group.error("fingerprints and measured values must pair with the occurrences")
        }
        let marked = Set(try group.optionalArray("new")?.map { try $0.intValue() } ?? [])
        let command = try group.optionalMember("command").map(commands.key)
        var result: [Finding] = []
        for (index, occurrence) in occurrences.enumerated() {
            let fields = try occurrence.elements()
            guard (1...3).contains(fields.count) else { throw occurrence.error("expected [scenario, widths…]") }
            let scenario = try fields[0].optionalString()
            let lower = fields.count > 1 ? try fields[1].number() : nil
            let upper = fields.count > 2 ? try fields[2].number() : lower
            var text = message
            if isTemplate {
                guard let scenario else { throw occurrence.error("a template's occurrence needs a scenario") }
                text = FindingGroup.filled(message, scenario: scenario)
            }
            let finding = Finding(
                app: app, screen: screen, itemID: item, severity: groupSeverity,
                commandKey: command, scenario: scenario,
                widthRange: lower.map { WidthRange($0, upper ?? $0) }, message: text,
                measured: measured?[index] ?? nil, fingerprint: fingerprints[index])
            result.append(finding)
            if marked.contains(index) { new.append(finding) }
        }
        return result
    }

    static func historyPoint(_ value: JSONReader) throws -> HistoryPoint {
        let changes = try value.array("changes").map { change in
            HistoryChange(
                time: try change.date("time"), author: try change.string("author"), action: try change.string("action"),
                kind: try change.string("kind"), record: try change.string("record"),
                fields: try change.array("fields").map { try $0.string() })
        }
        return HistoryPoint(
            auditID: try value.string("auditID"), time: try value.date("time"),
            author: try value.optionalString("author"),
            errors: try value.int("errors"), warnings: try value.int("warnings"), infos: try value.int("infos"),
            needsReview: try value.int("needsReview"), changes: changes)
    }

    static func suppression(_ value: JSONReader) throws -> SuppressionRow {
        SuppressionRow(
            itemID: try value.string("itemID"), commandKey: try value.optionalString("commandKey"),
            author: try value.string("author"), reason: try value.string("reason"),
            until: try value.optionalString("until").map { try JSONReader.date($0, at: value) },
            inactive: try value.bool("inactive"))
    }

    static func location(_ value: JSONReader) throws -> SourceLocation {
        SourceLocation(
            file: try value.string("file"), line: try value.int("line"), column: try value.optionalInt("column"))
    }

    // MARK: - Scenarios and layouts

    /// A screen's scenario; a definition field it leaves out is the one `sharedScenarios` gives its name.
    static func scenario(
        _ value: JSONReader, screen: String, commands: CommandNames,
        shared: Shared
    ) throws -> ScenarioPicture {
        let name = try value.string("name")
        let definition = shared.scenarios[name]
        func field(_ key: String) throws -> JSONReader {
            if let own = try value.optionalMember(key) { return own }
            guard let definition else { throw value.error("missing \"\(key)\" and no \(name) in sharedScenarios") }
            return try definition.member(key)
        }
        let width = try field("width").number()
        let height = try field("height").number()
        let digest = try value.string("layout")
        guard let stored = shared.layouts[digest] else { throw value.error("no layout \(digest) in solverLayouts") }
        var layout = try self.layout(
            stored, screen: screen, scenario: name, commands: commands,
            solverRules: shared.solverRules)
        if try stored.optionalBool("windowUnknown") != true {
            layout.windowWidth = layout.windowWidth ?? width
            layout.windowHeight = layout.windowHeight ?? height
        }
        let sweep = try value.optionalObject("sweep").map { sweep in
            var result = Sweep(
                scenario: name, screen: screen, from: try sweep.number("from"), to: try sweep.number("to"),
                initial: try sweep.array("initial").map { place in
                    let fields = try place.elements()
                    guard fields.count == 2 else { throw place.error("expected [command, region]") }
                    return PlacedRegion(key: try commands.key(fields[0]), region: try fields[1].enumeration())
                },
                breakpoints: try sweep.array("breakpoints").map { point in
                    let fields = try point.elements()
                    guard fields.count == 4 else { throw point.error("expected [command, width, below, at or above]") }
                    return Breakpoint(
                        key: try commands.key(fields[0]), width: try fields[1].number(),
                        below: try fields[2].enumeration(), atOrAbove: try fields[3].enumeration())
                })
            result.formatVersion = try sweep.int("formatVersion")
            return result
        }
        var scenario = Scenario(
            name: name, summary: try field("summary").string(), target: try field("target").enumeration(),
            width: width, height: height, verticalBarEdge: try field("verticalBarEdge").enumeration())
        scenario.rightToLeft = try value.optionalBool("rightToLeft") ?? definition?.optionalBool("rightToLeft") ?? false
        return ScenarioPicture(scenario: scenario, layout: layout, sweep: sweep)
    }

    static func layout(
        _ value: JSONReader, screen: String, scenario: String, commands: CommandNames,
        solverRules: [FiredRule]
    ) throws -> Layout {
        func fields(_ element: JSONReader, _ counts: ClosedRange<Int>, _ shape: String) throws -> [JSONReader] {
            let fields = try element.elements()
            guard counts.contains(fields.count) else { throw element.error("expected \(shape)") }
            return fields
        }
        let items = try value.array("items").map { item -> PlacedItem in
            let parts = try fields(item, 4...8, "[command, region, bar, order, x, width, y, height]")
            func number(_ index: Int) throws -> Double? {
                index < parts.count ? try parts[index].optionalNumber() : nil
            }
            return PlacedItem(
                key: try commands.key(parts[0]), region: try parts[1].enumeration(), bar: try parts[2].enumeration(),
                order: try parts[3].intValue(), x: try number(4), width: try number(5), y: try number(6),
                height: try number(7))
        }
        let rows = try value.optionalArray("overflow") ?? []
        let menuBars: [BarKind]
        if let bar: BarKind = try value.optionalEnumeration("overflowBar") {
            menuBars = Array(repeating: bar, count: rows.count)
        } else {
            menuBars = try (value.optionalArray("overflowBars") ?? []).map { try $0.enumeration() }
        }
        guard menuBars.count == rows.count else {
            throw value.error("overflowBar or overflowBars must name each row's bar")
        }
        let overflow = try zip(rows, menuBars).map { entry, bar -> OverflowEntry in
            let parts = try fields(entry, 2...4, "[command, reason, title, flags]")
            let flags = parts.count > 3 ? try parts[3].intValue() : 0
            let key = try commands.key(parts[0])
            let title = parts.count > 2 ? try parts[2].optionalString() : nil
            return OverflowEntry(
                key: key, title: title ?? commands.titles[key] ?? "", reason: try parts[1].enumeration(), bar: bar,
                isDivider: flags & 1 != 0, isBlank: flags & 2 != 0)
        }
        let missing = try (value.optionalArray("missing") ?? []).map { item -> MissingItem in
            let parts = try fields(item, 3...3, "[command, region, reason]")
            return MissingItem(
                key: try commands.key(parts[0]), region: try parts[1].enumeration(),
                reason: try parts[2].enumeration())
        }
        let title = try fields(try value.member("title"), 3...4, "[state, width, needed width, x]")
        let space = try value.array("space").map { bar -> BarSpace in
            let parts = try fields(
                bar, 4...10,
                "[bar, available, used, flags, search width, x, back button x, overflow button x, search x, overflow button y]"
            )
            func number(_ index: Int) throws -> Double? {
                index < parts.count ? try parts[index].optionalNumber() : nil
            }
            let flags = try parts[3].intValue()
            var space = BarSpace(
                bar: try parts[0].enumeration(), available: try parts[1].number(), used: try parts[2].number(),
                hasBackButton: flags & 1 != 0, hasOverflowButton: flags & 2 != 0,
                searchWidth: try number(4) ?? 0, x: try number(5), backButtonX: try number(6),
                overflowButtonX: try number(7), searchX: try number(8))
            space.overflowButtonY = try number(9)
            return space
        }
        let warnings = try value.optionalArray("warnings").map { rows in
            try rows.map { row -> LayoutWarning in
                let parts = try fields(row, 3...4, "[kind, message, keys, bar]")
                return LayoutWarning(
                    kind: try parts[0].enumeration(), bar: parts.count > 3 ? try parts[3].enumeration() : nil,
                    keys: try parts[2].elements().map(commands.key), message: try parts[1].string())
            }
        }
        let clipped = try (value.optionalArray("clipped") ?? []).map { view -> ClippedView in
            let parts = try fields(view, 3...3, "[command, width, available width]")
            return ClippedView(
                key: try commands.key(parts[0]), width: try parts[1].number(),
                availableWidth: try parts[2].number())
        }
        let rules = try value.array("rules").map { index -> FiredRule in
            let position = try index.intValue()
            guard solverRules.indices.contains(position) else {
                throw index.error("no rule \(position) in solverRules")
            }
            return solverRules[position]
        }
        var layout = Layout(
            scenario: scenario, screen: screen, bars: try value.array("bars").map { try $0.enumeration() },
            items: items,
            overflow: overflow, missing: missing,
            title: TitleFate(
                state: try title[0].enumeration(), width: try title[1].number(),
                neededWidth: try title[2].number(), x: title.count > 3 ? try title[3].number() : nil),
            space: space, clipped: clipped, rules: rules, windowWidth: try value.optionalNumber("windowWidth"),
            windowHeight: try value.optionalNumber("windowHeight"), warnings: warnings,
            rightToLeft: try value.optionalBool("rightToLeft") == true ? true : nil)
        layout.formatVersion = try value.int("formatVersion")
        return layout
    }
}
