import Testing
import ToolbarModel
import ToolbarSolver

@testable import ToolbarChecklist

/// The items that skip scenarios, search lists in place or search the menus only for the commands
/// that could fail report exactly what the plain loops they replaced reported (kept here as the
/// reference), on generated screens and the seed screens solved in the seed scenarios.
@Suite struct ItemShortcutEquivalenceTests {
    /// Generated screens (a third with a command whose title is only spaces) and the seed screens,
    /// with their layouts; the first iPhone portrait scenario is swept.
    static let screens: [(inventory: ScreenInventory, scenarios: [ScenarioInput])] = {
        var inventories = GeneratedInventories.make(count: 36, seed: 1815)
        for index in inventories.indices where index % 3 == 0 && !inventories[index].commands.isEmpty {
            inventories[index].commands[0].title = "  "
        }
        let swept = SeedData.scenarios.first { $0.target == .iPhone && $0.width < $0.height }?.name
        return (inventories + SeedData.inventories).map { inventory in
            let scenarios = SeedData.scenarios.map { scenario in
                ScenarioInput(
                    solving: inventory, in: scenario, sweepWidths: scenario.name == swept ? 320...1000 : nil)
            }
            return (inventory, scenarios)
        }
    }()

    static func context(_ screen: (inventory: ScreenInventory, scenarios: [ScenarioInput])) -> CheckContext {
        CheckContext(inventory: screen.inventory, scenarios: screen.scenarios)
    }

    static let references: [(item: ChecklistItem, reference: @Sendable (CheckContext) -> ItemCheck)] = [
        (.overflowLabels, { overflowLabels($0) }), (.accidentalOverflow, { accidentalOverflow($0) }),
        (.primaryHiddenBeforeSecondary, { primaryHiddenBeforeSecondary($0) }),
        (.verticalPrimaryOverflow, { verticalPrimaryOverflow($0) }), (.destructiveInBar, { destructiveInBar($0) })
    ]

    @Test(arguments: references.indices)
    func theItemReportsWhatItsReferenceReports(_ index: Int) {
        let (item, reference) = Self.references[index]
        var verdicts: Set<String> = []
        for screen in Self.screens {
            let found = item.check(Self.context(screen))
            #expect(found == reference(Self.context(screen)), "\(item.id) on \(screen.inventory.screen.name)")
            switch found {
            case .pass: verdicts.insert("pass")
            case .fail: verdicts.insert("fail")
            case .notApplicable: verdicts.insert("not applicable")
            case .needsSignOff: verdicts.insert("sign-off")
            }
        }
        // The screens fail the item on some and pass it on others.
        #expect(verdicts.isSuperset(of: ["pass", "fail"]), "\(item.id): \(verdicts)")
    }

    @Test func aCommandIsTheFirstWithItsKey() {
        for screen in Self.screens {
            let context = Self.context(screen)
            for key in screen.inventory.commands.map(\.key) + ["no-such-key"] {
                #expect(context.command(key) == screen.inventory.commands.first { $0.key == key })
            }
        }
    }

    @Test func withoutASweepOrALackOfRoomEntryNoKeyLacksRoom() {
        for screen in Self.screens {
            for input in screen.scenarios where !input.mayLackRoom {
                #expect(screen.inventory.commands.allSatisfy { input.lackOfRoomWidths(of: $0.key) == nil })
            }
        }
    }

    @Test func whereNoWidthsPeopleUseMayLackRoomNoKeyHasWidths() {
        var skipped = 0
        for screen in Self.screens {
            for input in screen.scenarios {
                let keys = screen.inventory.commands.map(\.key) + ["no-such-key"]
                if input.mayLackRoomAtWidthsPeopleUse {
                    for key in keys {
                        #expect(
                            input.uncheckedLackOfRoomWidthsPeopleUse(of: key)
                                == input.lackOfRoomWidthsPeopleUse(of: key))
                    }
                } else {
                    skipped += 1
                    #expect(keys.allSatisfy { input.lackOfRoomWidthsPeopleUse(of: $0) == nil })
                }
            }
        }
        #expect(skipped > 0)
    }

    // MARK: - The loops replaced

    static func overflowLabels(_ context: CheckContext) -> ItemCheck {
        var inOverflow = Set(context.commands.filter { $0.placement == .overflowMenu }.map(\.key))
        var whereSeen: [String: String] = [:]
        for input in context.scenarios {
            for item in input.layout.overflow where !item.isDivider && !inOverflow.contains(item.key) {
                inOverflow.insert(item.key)
                whereSeen[item.key] = input.scenario.name
            }
        }
        let candidates = context.commands.filter { inOverflow.contains($0.key) }
        guard !candidates.isEmpty else { return .notApplicable("no command reaches the overflow menu") }
        var issues: [ItemFinding] = []
        for command in candidates {
            let scenario = whereSeen[command.key]
            if command.content == .custom {
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: scenario,
                        "custom view \(context.name(command)) would appear blank in the overflow menu"))
            } else if command.title.allSatisfy({ $0.isWhitespace && !$0.isNewline }) {
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: scenario,
                        "\(command.key) has no text title: a mystery icon in the overflow menu"))
            }
        }
        return .from(issues)
    }

    static func accidentalOverflow(_ context: CheckContext) -> ItemCheck {
        guard !context.scenarios.isEmpty else { return .notApplicable("no scenario layouts to judge") }
        let important = context.commands.filter(context.isImportant)
        guard !important.isEmpty else {
            return .notApplicable("no primary, essential, pinned or high-priority command")
        }
        var issues: [ItemFinding] = []
        var notes = LackOfRoomNotes(context)
        let named = context.words(for: important)
        for input in context.scenarios {
            for command in named {
                guard let widths = input.lackOfRoomWidthsPeopleUse(of: command.key) else { continue }
                let phones = input.scenario.target == .iPhone ? WidthsPeopleUse.phonePhrase(widths) : ""
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: input.scenario.name, widthRange: widths,
                        "\(command.importance) \(command.name) leaves the bar for lack of room "
                            + "in \(input.scenario.name) \(ChecklistItem.widthPhrase(widths))"
                            + (phones.isEmpty ? "" : ", \(phones)")
                            + "." + notes.note(for: command.key, in: input, widths: widths)))
            }
        }
        return .from(issues)
    }

    static func primaryHiddenBeforeSecondary(_ context: CheckContext) -> ItemCheck {
        guard !context.scenarios.isEmpty else { return .notApplicable("no scenario layouts to judge") }
        let primaries = context.commands.filter { $0.classification == .primary && !$0.isStatusView }
        let secondaries = context.commands.filter { $0.classification == .secondary && !$0.isStatusView }
        guard !primaries.isEmpty, !secondaries.isEmpty else {
            return .notApplicable("the screen needs both primary and secondary commands for this check")
        }
        var issues: [ItemFinding] = []
        var notes = LackOfRoomNotes(context)
        let primaryNames = context.words(for: primaries)
        let secondaryNames = context.words(for: secondaries)
        for input in context.scenarios {
            for primary in primaryNames {
                guard let entry = input.layout.overflow.first(where: { $0.key == primary.key }),
                    entry.reason == .lackOfRoom
                else { continue }
                let shown = secondaryNames.first { secondary in
                    input.layout.items.contains {
                        $0.key == secondary.key && $0.bar == entry.bar && $0.region != .principal
                    }
                }
                guard let shown else { continue }
                issues.append(
                    ItemFinding(
                        commandKey: primary.key, scenario: input.scenario.name, widthRange: input.width,
                        "primary \(primary.name) leaves the \(ChecklistItem.barName(entry.bar)) for lack of room in "
                            + "\(input.scenario.name) while secondary \(shown.name) stays in it: "
                            + (context.hierarchyAPIsUnavailable == nil
                                ? "lower \(shown.name)'s priority or raise \(primary.name)'s."
                                : "declare \(primary.name) before \(shown.name) (without "
                                    + "visibilityPriority, which needs the iOS 27 SDK, the trailing-most item leaves first).")
                            + notes.note(for: primary.key, in: input, widths: input.width)))
            }
        }
        return .from(issues)
    }

    static func verticalPrimaryOverflow(_ context: CheckContext) -> ItemCheck {
        guard context.verticalBarsApply else { return .notApplicable(ChecklistItem.verticalNotApplicable(context)) }
        let vertical = context.verticalScenarios
        guard !vertical.isEmpty else { return .notApplicable("no vertical-bar scenario applies") }
        var issues: [ItemFinding] = []
        var notes = LackOfRoomNotes(context)
        let important = context.words(for: context.commands.filter(context.isImportant))
        for input in vertical {
            for command in important
            where input.layout.overflow.first(where: { $0.key == command.key })?.reason == .lackOfRoom {
                issues.append(
                    ItemFinding(
                        commandKey: command.key, scenario: input.scenario.name, widthRange: input.width,
                        "\(command.importance) \(command.name) leaves the vertical column for lack "
                            + "of room in \(input.scenario.name)."
                            + notes.note(for: command.key, in: input, widths: input.width)))
            }
        }
        return .from(issues)
    }

    static func destructiveInBar(_ context: CheckContext) -> ItemCheck {
        let destructive = context.commands.filter(\.isDestructive)
        guard !destructive.isEmpty else { return .notApplicable("no destructive command") }
        guard !context.scenarios.isEmpty else {
            return .from(
                destructive.filter { $0.placement != .overflowMenu }.map { command in
                    ItemFinding(
                        commandKey: command.key,
                        "destructive \(context.name(command)) is placed in the bar "
                            + "(\(command.placement.rawValue)), not in the overflow menu")
                })
        }
        let primaries = context.commands.filter { $0.classification == .primary }
            .map { (key: $0.key, name: context.name($0)) }
        func primary(_ key: String?) -> String? {
            guard let key else { return nil }
            return primaries.first { $0.key == key }?.name
        }
        let named = context.words(for: destructive)
        var sightings = [ChecklistItem.DestructiveSightings](
            repeating: ChecklistItem.DestructiveSightings(), count: named.count)
        for (position, input) in context.scenarios.enumerated() {
            let items = input.layout.items
            for (index, command) in named.enumerated() {
                guard let found = items.firstIndex(where: { $0.key == command.key }) else { continue }
                let (before, after) = items.withUnsafeBufferPointer {
                    ChecklistItem.neighbourIndices(ofItemAt: found, in: $0)
                }
                sightings[index].add(
                    scenario: position,
                    besidePrimary: primary(before.map { items[$0].key }) ?? primary(after.map { items[$0].key }))
            }
        }
        let all = context.scenarios.map { $0.scenario.name }
        var issues: [ItemFinding] = []
        for (command, seen) in zip(named, sightings) where !seen.scenarios.isEmpty {
            issues.append(
                ItemFinding(
                    commandKey: command.key, ChecklistItem.destructiveInBarMessage(command.name, seen: seen, all: all)))
        }
        return .from(issues)
    }
}
