import ToolbarChecklist
import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The records of the JSON report (format version 3), each written compactly with its keys
/// sorted. What a reader can derive is left out: a command's place in each scenario (its
/// scenario's layout says it), a checklist row's title, kind and severity when they are its
/// rule's, a finding's app, screen and item (its screen and row), unchanged findings of the diff
/// (the open findings not marked new), a scenario's definition when it is the one
/// `sharedScenarios` gives its name. Layouts and sweeps name a command by its position in the
/// screen's `commands`.
enum JSONReportEncoding {
    /// The layouts written once each, keyed by a digest of their JSON, and the solver rules they name.
    struct SharedLayouts {
        /// Digest and JSON of each layout, in first-use order.
        private(set) var entries: [(digest: String, json: [UInt8])] = []
        private var digests: [[UInt8]: String] = [:]
        private var taken: Set<String> = []
        /// Every fired rule, in first-use order; layouts name them by position.
        private(set) var rules: [FiredRule] = []
        private var ruleIndex: [String: Int] = [:]

        /// The digest naming the layout of `picture` (its screen and scenario left out, and what
        /// the picture and `commands` already say), writing it on first use.
        mutating func digest(of picture: ScenarioPicture, commands: CommandPositions) -> String {
            var out = JSONOut(capacity: 1024)
            JSONReportEncoding.layout(picture, commands: commands, rules: &self, into: &out)
            if let known = digests[out.bytes] { return known }
            var digest = String(SHA256.hex(bytes: out.bytes).prefix(16))
            // Sixteen hex digits never collide in practice; if two did, the later one gets a suffix.
            while taken.contains(digest) { digest += "x" }
            taken.insert(digest)
            digests[out.bytes] = digest
            entries.append((digest, out.bytes))
            return digest
        }

        /// The position of `rule` in ``rules``.
        mutating func index(of rule: FiredRule) -> Int {
            let key = rule.id + "\u{1F}" + rule.tag.rawValue
            if let known = ruleIndex[key] { return known }
            ruleIndex[key] = rules.count
            rules.append(rule)
            return rules.count - 1
        }
    }

    /// Finding messages that more than one group of the report uses, written once each in
    /// `sharedMessages` and named by position; a message used once stays in its group.
    struct SharedMessages {
        /// How many groups of the report use each message.
        private var uses: [String: Int] = [:]
        private var positions: [String: Int] = [:]
        /// The shared messages, in first-use order.
        private(set) var list: [String] = []

        /// Counts the messages of every finding group `report` will write.
        init(_ report: VerificationReport) {
            for screen in report.screens {
                for row in screen.checklist {
                    for group in FindingGroup.groups(row.findings) { uses[group.message, default: 0] += 1 }
                    for group in FindingGroup.groups(row.suppressed) { uses[group.message, default: 0] += 1 }
                }
                for group in FindingGroup.groups(screen.diff?.fixed ?? []) { uses[group.message, default: 0] += 1 }
            }
        }

        /// The position of `message` in ``list`` when it is shared, else nil.
        mutating func position(of message: String) -> Int? {
            guard uses[message, default: 0] > 1 else { return nil }
            if let known = positions[message] { return known }
            positions[message] = list.count
            list.append(message)
            return list.count - 1
        }
    }

    /// What each rule of the report says, by id: a checklist row leaves out what is its rule's.
    typealias RuleDefaults = [String: ReportRule]

    /// A screen's commands as its layouts and sweeps name them: by position in `commands` (the
    /// first with that key), a key no command has by itself; and their titles, which an overflow
    /// row leaves out when it shows its command's.
    struct CommandPositions {
        private var positions: [String: Int] = [:]
        private(set) var titles: [String: String] = [:]

        init(_ commands: [CommandRow]) {
            positions.reserveCapacity(commands.count)
            for (position, command) in commands.enumerated() where positions[command.key] == nil {
                positions[command.key] = position
                titles[command.key] = command.title
            }
        }

        /// Writes `key` as its command's position, else as the key.
        func write(_ key: String, into out: inout JSONOut) {
            if let position = positions[key] { out.int(position) } else { out.string(key) }
        }
    }

    /// Each scenario's definition (summary, target, size, bar edge, direction) written once in
    /// `sharedScenarios` by name, the first one the report meets; a screen's scenario writes only the
    /// fields that differ from it.
    struct SharedScenarios {
        struct Definition: Equatable {
            var summary: String
            var target: String
            var width: Double
            var height: Double
            var verticalBarEdge: String
            var rightToLeft: Bool

            init(_ picture: ScenarioPicture) {
                summary = picture.summary
                target = picture.target
                width = picture.width
                height = picture.height
                verticalBarEdge = picture.verticalBarEdge
                rightToLeft = picture.rightToLeft
            }
        }

        /// The definition of each scenario name, the first met.
        private(set) var definitions: [String: Definition] = [:]

        /// The shared definition of `picture`'s name, registering it on first use.
        mutating func definition(of picture: ScenarioPicture) -> Definition {
            if let known = definitions[picture.name] { return known }
            let definition = Definition(picture)
            definitions[picture.name] = definition
            return definition
        }
    }

    // MARK: - Screen

    static func screen(
        _ screen: ScreenReport, rules: RuleDefaults, layouts: inout SharedLayouts,
        scenarios: inout SharedScenarios, messages: inout SharedMessages, into out: inout JSONOut
    ) {
        // Fingerprints of open findings new since the previous audit (counted: a finding twice
        // now and once before is new once).
        var newCounts: [Finding: Int] = [:]
        for finding in screen.diff?.new ?? [] { newCounts[finding, default: 0] += 1 }
        let commands = CommandPositions(screen.commands)
        out.object { out in
            out.nextLine(indent: 3)
            out.member("app", screen.app)
            if let audit = screen.audit {
                out.nextLine(indent: 3)
                out.key("audit")
                out.object { out in
                    out.member("id", audit.id)
                    out.member("time", audit.time)
                }
            }
            lines("checklist", screen.checklist, into: &out) { out, row in
                checklistRow(
                    row, rule: rules[row.itemID], commands: commands, newCounts: &newCounts,
                    messages: &messages, into: &out)
            }
            lines("commands", screen.commands, into: &out, command)
            if let diff = screen.diff {
                out.nextLine(indent: 3)
                out.key("diff")
                out.object { out in
                    out.key("fixed")
                    out.array(FindingGroup.groups(diff.fixed)) { out, group in
                        findingGroup(
                            group, rowSeverity: nil, commands: commands, isNew: { _ in false },
                            messages: &messages, into: &out)
                    }
                    out.member("previousAuditID", ifPresent: diff.previousAuditID)
                }
            }
            lines("history", screen.history, into: &out, historyPoint)
            if let owner = screen.owner {
                out.nextLine(indent: 3)
                out.member("owner", owner)
            }
            if let line = screen.registryLine {
                out.nextLine(indent: 3)
                out.member("registryLine", line)
            }
            lines("scenarios", screen.scenarios, into: &out) { out, picture in
                scenario(picture, commands: commands, layouts: &layouts, scenarios: &scenarios, into: &out)
            }
            out.nextLine(indent: 3)
            out.member("screen", screen.screen)
            if let source = screen.source {
                out.nextLine(indent: 3)
                out.key("source")
                location(source, into: &out)
            }
            lines("suppressions", screen.suppressions, into: &out, suppression)
            if let title = screen.title {
                out.nextLine(indent: 3)
                out.member("title", title)
            }
            out.nextLine(indent: 3)
            out.member("verdict", screen.verdict.rawValue)
            out.newline(indent: 2)
        }
    }

    /// A member holding one record per line.
    static func lines<Element>(
        _ name: String, _ elements: [Element], into out: inout JSONOut,
        _ each: (inout JSONOut, Element) -> Void
    ) {
        out.nextLine(indent: 3)
        out.key(name)
        out.array { out in
            for element in elements {
                out.nextLine(indent: 4)
                each(&out, element)
            }
            if !elements.isEmpty { out.newline(indent: 3) }
        }
    }

    // MARK: - Records

    static func rule(_ rule: ReportRule, into out: inout JSONOut) {
        out.object { out in
            out.member("id", rule.id)
            out.member("kind", rule.kind.rawValue)
            out.member("rationale", rule.rationale)
            out.member("severity", rule.severity.rawValue)
            out.member("title", rule.title)
        }
    }

    static func command(_ out: inout JSONOut, _ command: CommandRow) {
        out.object { out in
            out.member("classification", ifPresent: command.classification)
            out.member("content", command.content)
            if command.essential { out.member("essential", true) }
            out.member("group", ifPresent: command.group)
            out.member("key", command.key)
            out.member("placement", command.placement)
            out.member("priority", command.priority)
            out.member("registryLine", ifPresent: command.registryLine)
            out.member("role", ifPresent: command.role)
            if let source = command.source {
                out.key("source")
                location(source, into: &out)
            }
            out.member("symbol", ifPresent: command.symbol)
            out.member("title", command.title)
        }
    }

    /// A checklist row; its kind, severity and title are left out when they are its rule's.
    static func checklistRow(
        _ row: ChecklistRow, rule: ReportRule?, commands: CommandPositions,
        newCounts: inout [Finding: Int], messages: inout SharedMessages,
        into out: inout JSONOut
    ) {
        out.object { out in
            if !row.findings.isEmpty {
                out.key("findings")
                out.array(FindingGroup.groups(row.findings)) { out, group in
                    findingGroup(
                        group, rowSeverity: row.severity, commands: commands,
                        isNew: { finding in
                            guard let count = newCounts[finding], count > 0 else { return false }
                            newCounts[finding] = count - 1
                            return true
                        }, messages: &messages, into: &out)
                }
            }
            out.member("itemID", row.itemID)
            if row.kind != rule?.kind { out.member("kind", row.kind.rawValue) }
            out.member("reason", ifPresent: row.reason)
            if row.severity != rule?.severity { out.member("severity", row.severity.rawValue) }
            if let sign = row.signOff {
                out.key("signOff")
                out.object { out in
                    out.member("author", sign.author)
                    out.member("date", sign.date)
                    if sign.itemID != row.itemID { out.member("itemID", sign.itemID) }
                    out.member("note", ifPresent: sign.note)
                    out.member("stale", sign.stale)
                }
            }
            if !row.suppressed.isEmpty {
                out.key("suppressed")
                out.array(FindingGroup.groups(row.suppressed)) { out, group in
                    findingGroup(
                        group, rowSeverity: row.severity, commands: commands, isNew: { _ in false },
                        messages: &messages, into: &out)
                }
            }
            if row.title != rule?.title { out.member("title", row.title) }
            out.member("verdict", row.verdict.rawValue)
        }
    }

    /// A group of findings. Under a checklist row the item is left out, and the severity when it
    /// is the row's (`rowSeverity`); the diff's fixed findings have both. The command is its
    /// position in the screen's commands. `isNew` marks the occurrences new since the previous
    /// audit. A message other groups use too is its position in `sharedMessages`.
    static func findingGroup(
        _ group: FindingGroup, rowSeverity: Severity?, commands: CommandPositions,
        isNew: (Finding) -> Bool, messages: inout SharedMessages, into out: inout JSONOut
    ) {
        let news = group.findings.indices.filter { isNew(group.findings[$0]) }
        let measured = group.findings.map { finding -> String? in
            finding.measured == finding.widthRange.map(FindingFingerprint.widthBands) ? nil : finding.measured
        }
        out.object { out in
            if let key = group.commandKey {
                out.key("command")
                commands.write(key, into: &out)
            }
            out.key("fingerprints")
            out.array(group.findings) { out, finding in out.string(finding.fingerprint) }
            if rowSeverity == nil { out.member("item", group.itemID) }
            if measured.contains(where: { $0 != nil }) {
                out.key("measured")
                out.array(measured) { out, value in out.string(value) }
            }
            out.key("message")
            if let position = messages.position(of: group.message) {
                out.int(position)
            } else {
                out.string(group.message)
            }
            if !news.isEmpty {
                out.key("new")
                out.array(news) { out, index in out.int(index) }
            }
            out.key("occurrences")
            out.array(group.findings) { out, finding in
                out.array { out in
                    out.string(finding.scenario)
                    if let range = finding.widthRange {
                        out.number(range.lower)
                        if range.upper != range.lower { out.number(range.upper) }
                    }
                }
            }
            if group.severity != rowSeverity { out.member("severity", group.severity.rawValue) }
            if group.isTemplate { out.member("template", true) }
        }
    }

    static func historyPoint(_ out: inout JSONOut, _ point: HistoryPoint) {
        out.object { out in
            out.member("auditID", point.auditID)
            out.member("author", ifPresent: point.author)
            out.key("changes")
            out.array(point.changes) { out, change in
                out.object { out in
                    out.member("action", change.action)
                    out.member("author", change.author)
                    out.key("fields")
                    out.array(change.fields) { out, field in out.string(field) }
                    out.member("kind", change.kind)
                    out.member("record", change.record)
                    out.member("time", change.time)
                }
            }
            out.member("errors", point.errors)
            out.member("infos", point.infos)
            out.member("needsReview", point.needsReview)
            out.member("time", point.time)
            out.member("warnings", point.warnings)
        }
    }

    static func suppression(_ out: inout JSONOut, _ row: SuppressionRow) {
        out.object { out in
            out.member("author", row.author)
            out.member("commandKey", ifPresent: row.commandKey)
            out.member("inactive", row.inactive)
            out.member("itemID", row.itemID)
            out.member("reason", row.reason)
            out.member("until", ifPresent: row.until)
        }
    }

    static func location(_ location: SourceLocation, into out: inout JSONOut) {
        out.object { out in
            out.member("column", ifPresent: location.column)
            out.member("file", location.file)
            out.member("line", location.line)
        }
    }

    // MARK: - Scenarios and layouts

    /// A screen's scenario: its name, its layout's digest, its sweep, and the fields of its
    /// definition that differ from the one `sharedScenarios` gives its name.
    static func scenario(
        _ picture: ScenarioPicture, commands: CommandPositions, layouts: inout SharedLayouts,
        scenarios: inout SharedScenarios, into out: inout JSONOut
    ) {
        let digest = layouts.digest(of: picture, commands: commands)
        let shared = scenarios.definition(of: picture)
        out.object { out in
            if picture.height != shared.height { out.member("height", picture.height) }
            out.member("layout", digest)
            out.member("name", picture.name)
            if picture.rightToLeft != shared.rightToLeft { out.member("rightToLeft", picture.rightToLeft) }
            if picture.summary != shared.summary { out.member("summary", picture.summary) }
            if let sweep = picture.sweep {
                out.key("sweep")
                out.object { out in
                    out.key("breakpoints")
                    out.array(sweep.breakpoints) { out, point in
                        out.array { out in
                            commands.write(point.key, into: &out)
                            out.number(point.width)
                            out.string(point.below.rawValue)
                            out.string(point.atOrAbove.rawValue)
                        }
                    }
                    out.member("formatVersion", sweep.formatVersion)
                    out.member("from", sweep.from)
                    out.key("initial")
                    out.array(sweep.initial) { out, place in
                        out.array { out in
                            commands.write(place.key, into: &out)
                            out.string(place.region.rawValue)
                        }
                    }
                    out.member("to", sweep.to)
                }
            }
            if picture.target != shared.target { out.member("target", picture.target) }
            if picture.verticalBarEdge != shared.verticalBarEdge {
                out.member("verticalBarEdge", picture.verticalBarEdge)
            }
            if picture.width != shared.width { out.member("width", picture.width) }
        }
    }

    /// A scenario definition of `sharedScenarios`.
    static func scenarioDefinition(_ definition: SharedScenarios.Definition, into out: inout JSONOut) {
        out.object { out in
            out.member("height", definition.height)
            if definition.rightToLeft { out.member("rightToLeft", true) }
            out.member("summary", definition.summary)
            out.member("target", definition.target)
            out.member("verticalBarEdge", definition.verticalBarEdge)
            out.member("width", definition.width)
        }
    }

    /// A layout in the report's compact form (docs/report.schema.json, `solverLayout`): each part
    /// an array of fields in a fixed order, commands as their positions in the screen's commands,
    /// fired rules as positions in `solverRules`. An overflow row's title is left out when it is
    /// its command's, and the window's size when it is the scenario's, so that scenarios of one
    /// width share their layout.
    static func layout(
        _ picture: ScenarioPicture, commands: CommandPositions, rules: inout SharedLayouts,
        into out: inout JSONOut
    ) {
        let layout = picture.layout
        out.object { out in
            out.key("bars")
            out.array(layout.bars) { out, bar in out.string(bar.rawValue) }
            if !layout.clipped.isEmpty {
                out.key("clipped")
                out.array(layout.clipped) { out, view in
                    out.array { out in
                        commands.write(view.key, into: &out)
                        out.number(view.width)
                        out.number(view.availableWidth)
                    }
                }
            }
            out.member("formatVersion", layout.formatVersion)
            out.key("items")
            out.array(layout.items) { out, item in
                out.array { out in
                    commands.write(item.key, into: &out)
                    out.string(item.region.rawValue)
                    out.string(item.bar.rawValue)
                    out.int(item.order)
                    // Trailing fields that are absent are left off.
                    let rest = [item.x, item.width, item.y, item.height]
                    let count = (rest.lastIndex { $0 != nil } ?? -1) + 1
                    for value in rest.prefix(count) { out.number(value) }
                }
            }
            if !layout.missing.isEmpty {
                out.key("missing")
                out.array(layout.missing) { out, item in
                    out.array { out in
                        commands.write(item.key, into: &out)
                        out.string(item.region.rawValue)
                        out.string(item.reason.rawValue)
                    }
                }
            }
            if !layout.overflow.isEmpty {
                out.key("overflow")
                out.array(layout.overflow) { out, entry in
                    out.array { out in
                        commands.write(entry.key, into: &out)
                        out.string(entry.reason.rawValue)
                        let flags = (entry.isDivider ? 1 : 0) + (entry.isBlank ? 2 : 0)
                        let ownTitle = entry.title == commands.titles[entry.key]
                        if !ownTitle || flags != 0 { ownTitle ? out.null() : out.string(entry.title) }
                        if flags != 0 { out.int(flags) }
                    }
                }
                // The bar whose overflow button opens the menu: one for the whole menu, else one per row.
                let bars = layout.overflow.map(\.bar)
                if bars.allSatisfy({ $0 == bars[0] }) {
                    out.member("overflowBar", bars[0].rawValue)
                } else {
                    out.key("overflowBars")
                    out.array(bars) { out, bar in out.string(bar.rawValue) }
                }
            }
            if layout.rightToLeft == true { out.member("rightToLeft", true) }
            out.key("rules")
            out.array(layout.rules) { out, rule in out.int(rules.index(of: rule)) }
            out.key("space")
            out.array(layout.space) { out, bar in
                out.array { out in
                    out.string(bar.bar.rawValue)
                    out.number(bar.available)
                    out.number(bar.used)
                    out.int((bar.hasBackButton ? 1 : 0) + (bar.hasOverflowButton ? 2 : 0))
                    // Trailing fields that are absent are left off (a search width of 0 counts as absent).
                    let rest = [
                        bar.searchWidth == 0 ? nil : bar.searchWidth, bar.x, bar.backButtonX,
                        bar.overflowButtonX, bar.searchX, bar.overflowButtonY
                    ]
                    let count = (rest.lastIndex { $0 != nil } ?? -1) + 1
                    for (index, value) in rest.prefix(count).enumerated() {
                        out.number(index == 0 ? bar.searchWidth : value)
                    }
                }
            }
            out.key("title")
            out.array { out in
                out.string(layout.title.state.rawValue)
                out.number(layout.title.width)
                out.number(layout.title.neededWidth)
                if let x = layout.title.x { out.number(x) }
            }
            if let warnings = layout.warnings, !warnings.isEmpty {
                out.key("warnings")
                out.array(warnings) { out, warning in
                    out.array { out in
                        out.string(warning.kind.rawValue)
                        out.string(warning.message)
                        out.array(warning.keys) { out, key in commands.write(key, into: &out) }
                        if let bar = warning.bar { out.string(bar.rawValue) }
                    }
                }
            }
            if let height = layout.windowHeight, height != picture.height { out.member("windowHeight", height) }
            if let width = layout.windowWidth, width != picture.width { out.member("windowWidth", width) }
            if layout.windowWidth == nil || layout.windowHeight == nil {
                // Older layouts do not say their window: say so, rather than let the scenario's stand in.
                out.member("windowUnknown", true)
            }
        }
    }

    // MARK: - Summary

    static func summary(_ summary: ReportSummary, into out: inout JSONOut) {
        out.object { out in
            for (name, value) in [
                ("errors", summary.errors), ("failed", summary.failed), ("infos", summary.infos),
                ("needsReview", summary.needsReview)
            ] {
                out.nextLine(indent: 2)
                out.member(name, value)
            }
            out.nextLine(indent: 2)
            out.key("owners")
            out.array(summary.owners) { out, owner in
                out.object { out in
                    out.member("failed", owner.failed)
                    out.member("needsReview", owner.needsReview)
                    out.member("owner", owner.owner)
                    out.member("passed", owner.passed)
                    out.member("screens", owner.screens)
                }
            }
            for (name, value) in [
                ("passed", summary.passed), ("screens", summary.screens),
                ("suppressed", summary.suppressed)
            ] {
                out.nextLine(indent: 2)
                out.member(name, value)
            }
            out.nextLine(indent: 2)
            out.key("trend")
            out.array { out in
                for app in summary.trend {
                    out.nextLine(indent: 3)
                    out.object { out in
                        out.member("app", app.app)
                        out.key("days")
                        out.array(app.days) { out, day in
                            out.object { out in
                                out.member("day", day.day)
                                out.member("errors", day.errors)
                                out.member("infos", day.infos)
                                out.member("needsReview", day.needsReview)
                                out.member("screens", day.screens)
                                out.member("warnings", day.warnings)
                            }
                        }
                    }
                }
                if !summary.trend.isEmpty { out.newline(indent: 2) }
            }
            out.nextLine(indent: 2)
            out.member("warnings", summary.warnings)
            out.newline(indent: 1)
        }
    }
}
