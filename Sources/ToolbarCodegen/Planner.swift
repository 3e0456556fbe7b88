import ToolbarChecklist
import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Derives the toolbar a screen should ship from its command hierarchy (seed 000's method): list
/// every command, mark it primary / secondary / overflow / destructive, then place it. Pure.
public enum Planner {
    /// The name of the group the plan gives secondary tools (seed 000's `editingToolItems`).
    public static let secondaryGroupName = "editing-tools"
    /// The key of the divider the plan puts before destructive overflow entries.
    public static let dividerKey = "overflow-divider"

    /// The planned toolbar for `inventory`, with a reason for every command.
    public static func plan(_ inventory: ScreenInventory) -> ToolbarPlan {
        plan(inventory, withdrawn: [:], keepScreen: false)
    }

    /// The planned toolbar, judged in `scenarios`: a decision that would make a checklist item worse
    /// there is withdrawn (the command keeps its current place, and its decision says why), until
    /// no item is worse.
    public static func plan(_ inventory: ScreenInventory, judgedIn scenarios: [Scenario]) -> ToolbarPlan {
        var evaluations = PlanEvaluations(scenarios: scenarios)
        return plan(inventory, evaluations: &evaluations)
    }

    /// The planned toolbar judged in `scenarios` (``plan(_:judgedIn:)``), and its judgement
    /// (``ToolbarPlan/judge(scenarios:now:)``), with each toolbar's checklist result computed once
    /// for both: the current toolbar and the plan's are judged while planning.
    public static func judgedPlan(_ inventory: ScreenInventory, in scenarios: [Scenario]) -> (
        plan: ToolbarPlan, judgement: PlanJudgement
    ) {
        var evaluations = PlanEvaluations(scenarios: scenarios)
        let plan = plan(inventory, evaluations: &evaluations)
        return (plan, plan.judge(evaluations: &evaluations))
    }

    static func plan(_ inventory: ScreenInventory, evaluations: inout PlanEvaluations) -> ToolbarPlan {
        var withdrawn: [String: String] = [:]
        var keepScreen = false
        let beforeResult = evaluations.result(for: inventory)
        let oldFindings = Set(beforeResult.items.flatMap(\.findings).map(FindingKey.init))
        var candidate = plan(inventory, withdrawn: withdrawn, keepScreen: keepScreen)
        for _ in 0..<inventory.commands.count + 2 {
            let after = evaluations.result(for: candidate.after)
            var blamed: [String: String] = [:]
            var anyWorse = false
            for result in after.items {
                let old = beforeResult.result(for: result.itemID)
                let comparison = ItemComparison(
                    itemID: result.itemID, before: old?.verdict ?? .notApplicable, after: result.verdict,
                    findingsBefore: old?.findings.count ?? 0, findingsAfter: result.findings.count)
                guard comparison.isWorse else { continue }
                anyWorse = true
                for finding in result.findings where !oldFindings.contains(FindingKey(finding)) {
                    if let key = finding.commandKey, withdrawn[key] == nil {
                        blamed[key] = blamed[key] ?? result.itemID
                    }
                }
            }
            if !anyWorse { return makeRoom(candidate, evaluations: &evaluations) }
            if blamed.isEmpty {
                if keepScreen {
                    for command in inventory.commands where withdrawn[command.key] == nil {
                        withdrawn[command.key] = "the planned toolbar as a whole"
                    }
                }
                keepScreen = true
            }
            withdrawn.merge(blamed) { old, _ in old }
            candidate = plan(inventory, withdrawn: withdrawn, keepScreen: keepScreen)
        }
        return makeRoom(candidate, evaluations: &evaluations)
    }

    static func plan(_ inventory: ScreenInventory, withdrawn: [String: String], keepScreen: Bool) -> ToolbarPlan {
        var work = PlanWork(inventory)
        work.withdrawn = withdrawn
        work.keepScreen = keepScreen
        work.run()
        return ToolbarPlan(before: inventory, after: work.result(), decisions: work.decisions)
    }
}

/// What identifies a finding across two evaluations.
struct FindingKey: Hashable {
    var item: String
    var command: String?
    var scenario: String?
    var message: String

    init(_ finding: Finding) {
        item = finding.itemID
        command = finding.commandKey
        scenario = finding.scenario
        message = finding.message
    }
}

// MARK: - Working state

/// One planning pass: sorts commands into sections, then writes them back in the planned order.
struct PlanWork {
    let before: ScreenInventory
    var screen: Screen
    var groups: [ToolbarGroup] = []
    var decisions: [PlanDecision] = []
    var navigation: [Command] = []
    var unchanged: [Command] = []
    var primaries: [Command] = []
    var secondaries: [Command] = []
    var pinned: [Command] = []
    var overflow: [Command] = []
    var divider: Command?
    var destructive: [Command] = []
    /// Commands whose planned change made a checklist item worse, with that item: they stay as they are.
    var withdrawn: [String: String] = [:]
    /// Whether screen-level changes (toolbar role, minimization) are withdrawn too.
    var keepScreen = false

    init(_ inventory: ScreenInventory) {
        before = inventory
        screen = inventory.screen
    }

    var verticalBarsApply: Bool {
        before.app.linkedSDK >= .iOS27_1 && screen.verticalBehavior != .disabled
    }

    mutating func decide(_ key: String?, _ rule: PlanRule, _ action: String, _ reason: String, kept: Bool) {
        decisions.append(PlanDecision(key: key, rule: rule, action: action, reason: reason, kept: kept))
    }

    // MARK: - Sorting commands

    mutating func run() {
        let pinnedKeys = choosePinned()
        for command in before.commands {
            if withdrawn[command.key] != nil {
                unchanged.append(command)
            } else if command.placement == .navigation || command.placement == .cancellationAction {
                navigation.append(command)
            } else if !command.content.isCommand {
                if command.content == .divider, command.placement == .overflowMenu {
                    divider = divider ?? command
                } else {
                    unchanged.append(command)
                }
            } else if command.content != .custom, !command.essential,
                command.classification == .destructive || command.role == .destructive
            {
                destructive.append(command)
            } else if command.classification == nil || command.classification == .destructive
                || command.role == .destructive
                || (command.content == .custom && command.classification != .primary)
            {
                unchanged.append(command)
            } else if pinnedKeys.contains(command.key) {
                pinned.append(command)
            } else if command.essential {
                primaries.append(command)
            } else {
                switch command.classification {
                case .primary?: primaries.append(command)
                case .secondary?: secondaries.append(command)
                default: overflow.append(command)
                }
            }
        }
        planNavigation()
        planUnchanged()
        planPrimaries()
        planSecondaries()
        planPinned()
        planOverflow()
        planAxes()
        planScreen()
    }

    /// The pinned commands: those already pinned when that satisfies the rule, else one essential
    /// command, else the one primary that stands apart from the other primaries (seed 000's Share).
    func choosePinned() -> Set<String> {
        let candidates = before.commands.filter {
            $0.content.isCommand && $0.content != .custom && $0.classification != nil
                && $0.classification != .destructive && $0.role != .destructive
                && $0.placement != .navigation && $0.placement != .cancellationAction
                && $0.classification != .overflow
        }
        let current = candidates.filter { $0.placement == .topBarPinnedTrailing }
        let essential = candidates.filter { $0.essential && $0.classification == .primary }
        let pinnedElsewhere = before.commands.filter { $0.placement == .topBarPinnedTrailing && keptAsIs($0) }
        guard pinnedElsewhere.isEmpty else { return [] }
        if !current.isEmpty, current.count <= 2, essential.allSatisfy({ $0.placement == .topBarPinnedTrailing }) {
            return Set(current.map(\.key))
        }
        if let chosen = essential.last { return [chosen.key] }
        let classified = before.commands.filter {
            $0.content.isCommand && $0.content != .custom && $0.classification != nil
                && $0.placement != .navigation && $0.placement != .cancellationAction && withdrawn[$0.key] == nil
        }
        let primaryCount = classified.filter { $0.classification == .primary }.count
        guard primaryCount >= 2 else { return [] }
        for (index, command) in classified.enumerated().reversed() where command.classification == .primary {
            let previous = index > 0 ? classified[index - 1].classification : nil
            let next = index + 1 < classified.count ? classified[index + 1].classification : nil
            if previous != .primary, next != .primary, candidates.contains(where: { $0.key == command.key }) {
                return [command.key]
            }
        }
        return []
    }

    /// Whether the plan leaves `command` where it is (withdrawn, unclassified, custom views other than
    /// primaries, essential destructive commands, spacers and dividers outside the menu).
    func keptAsIs(_ command: Command) -> Bool {
        if withdrawn[command.key] != nil { return true }
        if !command.content.isCommand { return !(command.content == .divider && command.placement == .overflowMenu) }
        if command.classification == nil { return true }
        if command.content == .custom { return command.classification != .primary }
        return command.essential && (command.classification == .destructive || command.role == .destructive)
    }

    // MARK: - Sections

    mutating func planNavigation() {
        for (index, command) in navigation.enumerated() {
            decide(
                command.key, .navigationFirst, "first, \(command.placement.rawValue)",
                "the navigation item comes first, in the bar and at the top of a vertical column", kept: true)
            guard command.essential, (command.priority ?? .automatic) <= .automatic else { continue }
            navigation[index].priority = .high
            decide(
                command.key, .primaryGroup, ".visibilityPriority(.high)",
                "essential: it must not disappear, and a navigation item is not pinned", kept: false)
        }
    }

    mutating func planUnchanged() {
        for (index, command) in unchanged.enumerated() {
            var kept = command
            if withdrawn[command.key] == nil { kept.content = symbolContent(command) }
            unchanged[index] = kept
            let why: String
            if let item = withdrawn[command.key] {
                why = "kept as it is: planning it made checklist item \(item) worse"
            } else if !command.content.isCommand {
                why = "a \(command.content.rawValue) shapes the bar; the plan leaves it where it is"
            } else if command.content == .custom {
                why = "a custom view keeps its place; keep it small and let it dim when the window is inactive"
            } else {
                why = "not classified: mark it primary, secondary, overflow or destructive and plan again"
            }
            decide(command.key, .unchanged, "kept at \(command.placement.rawValue)", why, kept: true)
        }
    }

    mutating func planPrimaries() {
        guard !primaries.isEmpty else { return }
        let names = Set(primaries.compactMap { $0.group.map(RecordName.foldedKey) })
        let existing = primaries.first?.group.flatMap { before.group(named: $0) }
        let sharedWithOthers = before.commands.contains {
            !primaries.map(\.key).contains($0.key) && $0.group.map(RecordName.foldedKey) == names.first
        }
        let group: ToolbarGroup
        let kept: Bool
        if names.count == 1, let existing, (existing.priority ?? .automatic) >= .high, !sharedWithOthers,
            suitsPrimaries(existing.placement), !keptGroupKeys.contains(RecordName.foldedKey(existing.name))
        {
            group = existing
            kept = true
        } else {
            let keys = primaries.map(\.key)
            let name = keys.count <= 3 ? keys.joined(separator: "-") : "primary-actions"
            let placement: Placement = screen.navigationKind == .root ? .topBarLeading : .topBarTrailing
            group = ToolbarGroup(name: uniqueGroupName(name), placement: placement, priority: .high)
            kept = false
        }
        groups.append(group)
        for (index, command) in primaries.enumerated() {
            var planned = command
            planned.group = group.name
            planned.placement = group.placement
            planned.sizeClassCondition = .always
            if planned.priority.map({ $0 < .high }) ?? false { planned.priority = nil }
            planned.content = symbolContent(command)
            let why =
                command.essential && command.classification != .primary
                ? "essential: it must not disappear, so it joins the high-priority group"
                : "related primary commands share one ToolbarItemGroup with .visibilityPriority(.high)"
            decide(
                command.key, .primaryGroup, "group \(group.name) (\(group.placement.rawValue), high)", why,
                kept: kept && command == planned)
            primaries[index] = labelled(command, planned)
        }
    }

    mutating func planSecondaries() {
        guard !secondaries.isEmpty else { return }
        // The editor role would also pull unchanged secondaryAction items into the bar.
        let othersInSecondary = unchanged.contains { $0.placement == .secondaryAction }
        let useEditorRole =
            screen.toolbarRole == .editor
            || (screen.toolbarRole == .automatic && !othersInSecondary && !keepScreen)
        let placement: Placement = useEditorRole ? .secondaryAction : .topBarTrailing
        let existing = secondaries.first?.group.flatMap { before.group(named: $0) }
        let existingKey = existing.map { RecordName.foldedKey($0.name) }
        let allInExisting = secondaries.allSatisfy { $0.group.map(RecordName.foldedKey) == existingKey }
        let reusable =
            allInExisting && existing?.placement == placement
            && !keptGroupKeys.contains(existingKey ?? "")
        let name = reusable ? existing?.name ?? Planner.secondaryGroupName : Planner.secondaryGroupName
        let priority = reusable ? existing?.priority.flatMap { $0 <= .automatic ? $0 : nil } : nil
        let group = ToolbarGroup(name: uniqueGroupName(name), placement: placement, priority: priority)
        groups.append(group)
        if useEditorRole, screen.toolbarRole != .editor {
            screen.toolbarRole = .editor
            decide(
                nil, .screen, "toolbarRole(.editor)",
                "secondary actions show in the bar only with the editor role (WWDC22)", kept: false)
        }
        for (index, command) in secondaries.enumerated() {
            var planned = command
            planned.group = group.name
            planned.placement = placement
            planned.priority = nil
            if planned.sizeClassCondition == .always || planned.sizeClassCondition == .compactWidth {
                planned.sizeClassCondition = .regularWidthOrCompactHeight
            }
            planned.content = symbolContent(command)
            decide(
                command.key, .secondaryWhenRoom,
                "group \(group.name) (\(placement.rawValue)), when \(planned.sizeClassCondition.rawValue)",
                useEditorRole
                    ? "secondary tools show when the size classes suggest room; on tighter layouts the fast path "
                        + "is the primaries, the pinned action and overflow"
                    : "secondary tools show when the size classes suggest room and otherwise adapt",
                kept: command == planned)
            secondaries[index] = labelled(command, planned)
        }
    }

    mutating func planPinned() {
        for (index, command) in pinned.enumerated() {
            var planned = command
            planned.placement = .topBarPinnedTrailing
            planned.group = nil
            planned.sizeClassCondition = .always
            planned.content = symbolContent(command)
            let why =
                command.essential
                ? "essential and not destructive: the one trailing action that must stay visible"
                : "a primary command standing apart from the related primaries: the one global trailing action"
            decide(command.key, .pinnedTrailing, "topBarPinnedTrailing", why, kept: command == planned)
            pinned[index] = labelled(command, planned)
        }
    }

    mutating func planOverflow() {
        for (index, command) in overflow.enumerated() {
            var planned = command
            planned.placement = .overflowMenu
            planned.group = nil
            planned.priority = nil
            planned.axis = .automatic
            overflow[index] = planned
            decide(
                command.key, .overflowMenu, "ToolbarOverflowMenu",
                "useful but less frequent: one tap deeper on purpose, not by accident", kept: command == planned)
        }
        let othersInMenu =
            !overflow.isEmpty
            || unchanged.contains { $0.placement == .overflowMenu && $0.content.isCommand }
        if !destructive.isEmpty, othersInMenu {
            let planned = Command(
                key: divider?.key ?? uniqueKey(Planner.dividerKey), title: "", content: .divider,
                placement: .overflowMenu)
            decide(
                planned.key, .destructiveLast, "Divider in the overflow menu",
                "a divider keeps destructive commands apart from the rest", kept: divider?.key == planned.key)
            divider = planned
        } else if let old = divider {
            unchanged.append(old)
            decide(old.key, .unchanged, "kept in the overflow menu", "a divider the screen already has", kept: true)
            divider = nil
        }
        for (index, command) in destructive.enumerated() {
            var planned = command
            planned.placement = .overflowMenu
            planned.group = nil
            planned.priority = nil
            planned.axis = .automatic
            planned.role = .destructive
            planned.needsConfirmation = true
            planned.classification = command.classification ?? .destructive
            destructive[index] = planned
            decide(
                command.key, .destructiveLast, "last in the overflow menu, role .destructive, confirmation",
                "destructive commands should not live one accidental tap away; ask before acting",
                kept: command == planned)
        }
    }

    mutating func planScreen() {
        if screen.scrollPrimary, screen.minimization == .automatic, !keepScreen {
            screen.minimization = .onScrollDown
            decide(
                nil, .screen, "toolbarMinimizeBehavior(.onScrollDown, for: .navigationBar)",
                "scrolling is the screen's primary workflow: let the bar move out of the way", kept: false)
        }
    }

    // MARK: - Helpers

    /// `.symbolAndText` for a text item that has a symbol, so it can join a vertical column.
    func symbolContent(_ command: Command) -> ContentKind {
        command.content == .text && command.symbol != nil && verticalBarsApply && !keepsText
            ? .symbolAndText : command.content
    }

    /// Whether text items stay text: they keep the horizontal bar that label-switching and
    /// `horizontalOnly` items live in on the vertical poses.
    var keepsText: Bool {
        before.commands.contains { $0.alternateTitle != nil || $0.axis == .horizontalOnly }
    }

    /// Notes the symbol change.
    mutating func labelled(_ original: Command, _ planned: Command) -> Command {
        if planned.content != original.content {
            decide(
                original.key, .symbolForColumn, "show its symbol (\(original.symbol ?? ""))",
                "symbols join a vertical column; text-only items do not", kept: false)
        }
        return planned
    }

    /// Label-switching items become `horizontalOnly` when something keeps a horizontal bar on the
    /// vertical poses (the title, a principal item, or an automatic text or custom item always in a
    /// bar); else they would vanish.
    mutating func planAxes() {
        guard verticalBarsApply else { return }
        let shown = navigation + unchanged + primaries + secondaries + pinned
        // The navigation bar stays beside the column for its title, a principal item, or an item
        // that stays horizontal by default (the solver's horizontal-bar-on-vertical-pose).
        let keeper =
            !(screen.title ?? "").isEmpty || shown.contains { $0.placement == .principal }
            || shown.contains {
                $0.axis == .automatic && ($0.content == .text || $0.content == .custom) && $0.alternateTitle == nil
                    && $0.sizeClassCondition == .always && $0.placement != .overflowMenu
            }
        func update(_ list: inout [Command], _ work: inout PlanWork) {
            for index in list.indices {
                let command = list[index]
                // A principal item stays in the title area on every pose: its axis does not matter.
                guard command.alternateTitle != nil, command.placement != .overflowMenu,
                    command.placement != .principal, work.withdrawn[command.key] == nil
                else { continue }
                let switches = "its label switches (\(command.title) → \(command.alternateTitle ?? ""))"
                if keeper {
                    list[index].axis = .horizontalOnly
                    work.decide(
                        command.key, .horizontalOnly, "axisBehavior(.horizontalOnly)",
                        switches + ", which reads badly in a vertical column",
                        kept: command.axis == .horizontalOnly)
                } else if command.axis != .horizontalOnly {
                    work.decide(
                        command.key, .horizontalOnly, "axis left \(command.axis.rawValue)",
                        switches + ", but the screen has no title, principal, text or custom item to keep a "
                            + "horizontal bar on the vertical poses: horizontalOnly would hide it there", kept: true)
                }
            }
        }
        var lists = [navigation, unchanged, primaries, secondaries, pinned]
        for index in lists.indices { update(&lists[index], &self) }
        (navigation, unchanged, primaries, secondaries, pinned) = (lists[0], lists[1], lists[2], lists[3], lists[4])
    }

    /// Whether a group at `placement` shows its primaries in the bar (leading only on root screens,
    /// where no back or close button comes first).
    func suitsPrimaries(_ placement: Placement) -> Bool {
        let hidden: Set<Placement> = [
            .secondaryAction, .overflowMenu, .navigation, .cancellationAction, .keyboard,
            .principal, .bottomBar, .status
        ]
        return !hidden.contains(placement) && (screen.navigationKind == .root || placement != .topBarLeading)
    }

    /// The groups that unchanged items still belong to: the plan neither reuses nor renames them.
    var keptGroupKeys: Set<String> {
        Set((navigation + unchanged).compactMap { $0.group.map(RecordName.foldedKey) })
    }

    func uniqueGroupName(_ name: String) -> String {
        var candidate = name
        var number = 2
        while groups.contains(where: { RecordName.foldedKey($0.name) == RecordName.foldedKey(candidate) })
            || keptGroupKeys.contains(RecordName.foldedKey(candidate))
        {
            candidate = "\(name)-\(number)"
            number += 1
        }
        return candidate
    }

    func uniqueKey(_ key: String) -> String {
        var candidate = key
        var number = 2
        while before.commands.contains(where: { $0.key == candidate }) {
            candidate = "\(key)-\(number)"
            number += 1
        }
        return candidate
    }

    // MARK: - Result

    /// The planned inventory: navigation, unchanged items, primaries, secondaries, pinned, overflow,
    /// divider, destructive; orders renumbered from 1.
    func result() -> ScreenInventory {
        var ordered = navigation + unchanged + primaries + secondaries + pinned + overflow
        if let divider { ordered.append(divider) }
        ordered += destructive
        for index in ordered.indices { ordered[index].order = index + 1 }
        var planned = screen
        let draft = ScreenInventory(app: before.app, screen: planned, groups: groups, commands: ordered)
        if needsGating(draft) { planned.availabilityGated = true }
        var allGroups = groups
        for command in ordered {
            guard let name = command.group, !allGroups.contains(where: { $0.name == name }),
                let old = before.group(named: name)
            else { continue }
            allGroups.append(old)
        }
        allGroups.sort { RecordName.foldedKey($0.name) < RecordName.foldedKey($1.name) }
        return ScreenInventory(app: before.app, screen: planned, groups: allGroups, commands: ordered)
    }

    /// Whether the planned toolbar uses an iOS 27 API newer than the app's deployment target.
    func needsGating(_ inventory: ScreenInventory) -> Bool {
        ApiUse.newest(in: inventory).map { $0 > inventory.app.deploymentTarget } ?? false
    }
}

// MARK: - API versions

/// Whether generated code for a screen wraps iOS 27 APIs in `#available` checks.
public enum AvailabilityGate {
    /// The newest iOS 27 release the screen's toolbar APIs need, when it is newer than the app's
    /// deployment target (the generators then gate them and the screen counts as gated); else `nil`.
    public static func required(for inventory: ScreenInventory) -> OSVersion? {
        ApiUse.newest(in: inventory).flatMap { $0 > inventory.app.deploymentTarget ? $0 : nil }
    }
}

/// Which iOS 27 toolbar APIs a screen's records use.
enum ApiUse {
    /// The newest OS version an API of the screen needs, or `nil` when it uses none of iOS 27's.
    static func newest(in inventory: ScreenInventory) -> OSVersion? {
        var newest: OSVersion?
        func use(_ version: OSVersion) { newest = max(newest ?? version, version) }
        if inventory.groups.contains(where: { $0.priority != nil }) { use(.iOS27) }
        for command in inventory.commands {
            if command.priority != nil || command.placement == .overflowMenu
                || command.placement == .topBarPinnedTrailing
            {
                use(.iOS27)
            }
            if command.axis != .automatic { use(.iOS27_1) }
        }
        let screen = inventory.screen
        if screen.minimization != .automatic || screen.paddingRemoved { use(.iOS27) }
        if screen.verticalBehavior != .automatic || screen.verticalCompression != .automatic { use(.iOS27_1) }
        return newest
    }
}
