import ToolbarModel

// MARK: - Where a command goes before room is counted

/// A command's home in one scenario, before the bars are fitted.
enum Home {
    case missing(Region, AbsenceReason)
    case menu(OverflowReason)
    case bar(BarKind, Region, BarSide)
}

/// Rules that fired, as a bit set in `Rule` order (two words: up to 128 rules).
struct RuleSet {
    var low: UInt64 = 0
    var high: UInt64 = 0

    mutating func insert(_ rule: Rule) {
        let ordinal = rule.ordinal
        if ordinal < 64 { low |= 1 << UInt64(ordinal) } else { high |= 1 << UInt64(ordinal - 64) }
    }

    func contains(_ rule: Rule) -> Bool {
        let ordinal = rule.ordinal
        return ordinal < 64 ? low & (1 << UInt64(ordinal)) != 0 : high & (1 << UInt64(ordinal - 64)) != 0
    }

    /// The fired rules in rule-table order: the set bits, lowest first (every layout lists them,
    /// so only the rules that fired are visited, each as made once in ``Rule/firedTable``).
    ///
    /// The table is read through a pointer, without a bounds check per rule. The array is grown by
    /// `reserveCapacity`, not made by `init(unsafeUninitializedCapacity:)`: that initializer
    /// allocates through a standard-library entry point that is not specialized and looks the
    /// storage class up on every call, as `Array(repeating:count:)` does (ArrayFilling.swift).
    var fired: [FiredRule] {
        var out: [FiredRule] = []
        out.reserveCapacity(low.nonzeroBitCount + high.nonzeroBitCount)
        Rule.firedTable.withUnsafeBufferPointer { table in
            var bits = low
            while bits != 0 {
                out.append(table[bits.trailingZeroBitCount])
                bits &= bits - 1
            }
            bits = high
            while bits != 0 {
                out.append(table[64 + bits.trailingZeroBitCount])
                bits &= bits - 1
            }
        }
        return out
    }
}

extension Rule {
    /// `allCases`, built once.
    static let table = Rule.allCases
    /// Each rule as a layout records it, in `table` order.
    static let firedTable = table.map(\.fired)

    /// The rule's position in `allCases` without hashing its string raw value: a case-only enum is
    /// stored as its declaration index in one byte (checked by the rule-table tests).
    @inline(__always)
    var ordinal: Int {
        Int(unsafeBitCast(self, to: UInt8.self))
    }
}

/// The facts about one scenario and screen that routing needs.
struct Context {
    let inventory: ScreenInventory
    /// Changed only for a scenario of the same shape (``Preparation/placed(in:)``), which
    /// prepares the same way.
    var scenario: Scenario
    let metrics: BarMetrics
    /// The horizontal size class that applies (an iPhone app on iPad stays compact).
    let horizontal: SizeClass
    /// Whether the foldable's vertical column is used.
    let vertical: Bool
    /// Text scale × locale expansion.
    let textFactor: Double
    var rules = RuleSet()
    /// The estimates whose metric a solve read (``Preparation`` and ``ToolbarSolver/assemble``
    /// mark each read). A solve that never read an estimate takes the same path, and gives the
    /// same layout, whatever that estimate's value: ``EstimateSolutions`` and
    /// ``ToolbarSolver/breakpointRanges`` skip solving at its range ends.
    var reads = EstimateSet()

    init(inventory: ScreenInventory, scenario: Scenario, metrics: BarMetrics) {
        self.inventory = inventory
        self.metrics = metrics
        var rules = RuleSet()
        if scenario.target == .iPhoneOnIPad {
            horizontal = .compact
            rules.insert(.iPhoneAppOnIPadStaysCompact)
        } else {
            horizontal = scenario.horizontalSizeClass
        }
        textFactor = metrics.textScale(scenario.dynamicType) * scenario.textExpansion
        if scenario.dynamicType.bodyScale > metrics.largestBarTextSize.bodyScale {
            rules.insert(.dynamicTypeCappedInBars)
        }
        // The screen's fields read in place, not the screen copied (a retain per string).
        var vertical = false
        if scenario.verticalBarEdge == .none {
            if scenario.target == .foldable { rules.insert(.verticalNeedsBarEdge) }
        } else if inventory.app.linkedSDK < OSVersion.iOS27_1 {
            rules.insert(.verticalRequiresSDK27_1)
        } else if inventory.screen.verticalBehavior == .disabled {
            rules.insert(.verticalOptOut)
        } else if inventory.screen.columnRole == .inspector || inventory.screen.columnRole == .sidebar {
            rules.insert(.verticalInspectorAndSidebarHorizontal)
        } else {
            vertical = true
            if scenario.rightToLeft { rules.insert(.verticalSideIgnoresRTL) }
        }
        self.vertical = vertical
        self.rules = rules
        // Last, after every read: the scenario is moved in, not copied and then destroyed (a
        // retain and a release per string it holds, for every preparation).
        self.scenario = scenario
    }

    /// Where `command` goes, ignoring room.
    mutating func home(of command: Facts) -> Home {
        if !command.condition.holds(horizontal: horizontal, vertical: scenario.verticalSizeClass) {
            rules.insert(.sizeClassCondition)
            return .missing(.absent, .sizeClassCondition)
        } else if command.condition != .always {
            rules.insert(.sizeClassCondition)
        }
        if command.content == .divider {
            rules.insert(.dividerMenuOnly)
            return command.placement == .overflowMenu ? .menu(.deliberate) : .missing(.absent, .layoutOnly)
        }
        switch command.placement {
        case .overflowMenu:
            rules.insert(.overflowMenuDeliberate)
            return .menu(.deliberate)
        case .secondaryAction:
            // The centre is documented for iPadOS only (toolbar-facts §2b, WWDC22): an iPhone in
            // landscape at regular width keeps secondary actions in the overflow menu.
            if inventory.screen.toolbarRole == .editor, horizontal == .regular, scenario.target == .iPad {
                rules.insert(.editorRoleSecondaryInCenter)
                return .bar(.navigationBar, .center, .middle)
            }
            rules.insert(.secondaryActionOverflowByPlacement)
            return .menu(.byPlacement)
        case .principal, .largeTitle:
            rules.insert(.principalNeverOverflows)
            return .bar(.navigationBar, .principal, .middle)
        case .status, .bottomBar:
            rules.insert(.bottomBarPlacements)
            return .bar(.bottomBar, .bottomBar, .leading)
        case .keyboard:
            rules.insert(.keyboardPlacement)
            return scenario.keyboardUp ? .bar(.keyboardBar, .keyboardBar, .leading) : .missing(.absent, .keyboardHidden)
        case .navigation:
            if inventory.screen.navigationKind == .pushed, horizontal == .compact {
                rules.insert(.navigationMovesTrailingWhenPushedCompact)
                return .bar(.navigationBar, .trailing, .trailing)
            }
            rules.insert(.leadingRegion)
            return .bar(.navigationBar, .leading, .leading)
        case .cancellationAction, .topBarLeading:
            rules.insert(.leadingRegion)
            return .bar(.navigationBar, .leading, .leading)
        case .automatic, .primaryAction, .confirmationAction, .destructiveAction, .topBarTrailing:
            rules.insert(.trailingRegion)
            return .bar(.navigationBar, .trailing, .trailing)
        case .topBarPinnedTrailing:
            rules.insert(.pinnedTrailingEdge)
            return .bar(.navigationBar, .pinnedTrailing, .trailing)
        }
    }

    /// A command's width in a horizontal bar.
    mutating func width(of command: Facts) -> Double {
        let metrics = metrics
        switch command.content {
        case .symbol:
            rules.insert(.symbolItemHitTarget)
            reads.mark(.itemPadding)
            return metrics.symbolWidth + 2 * metrics.itemPadding
        case .symbolAndText:
            rules.insert(.symbolAndTextShowsSymbol)
            reads.mark(.itemPadding)
            return metrics.symbolWidth + 2 * metrics.itemPadding
        case .text:
            rules.insert(.textItemEstimatedWidth)
            if command.titleUnknown { rules.insert(.textItemUnknownTitle) }
            reads.mark(.averageGlyphWidth)
            reads.mark(.itemPadding)
            let text = Double(command.titleColumns) * metrics.averageGlyphWidth * textFactor + metrics.textInset
            return max(metrics.symbolWidth, text) + 2 * metrics.itemPadding
        case .custom:
            rules.insert(.customViewRecordedWidth)
            return command.customWidth ?? metrics.symbolWidth
        case .spacer:
            if command.isFlexibleSpacer {
                rules.insert(.flexibleSpacerTakesLeftover)
                return 0
            }
            rules.insert(.fixedSpacerKeepsSize)
            reads.mark(.fixedSpacerWidth)
            return metrics.fixedSpacerWidth
        case .divider:
            return 0
        }
    }

    /// System navigation actions: the system positions them (leading close/cancel, trailing
    /// confirm, back), and nothing shows them leaving a bar for lack of room.
    static func isNavigationAction(_ placement: Placement) -> Bool {
        placement == .cancellationAction || placement == .confirmationAction || placement == .navigation
    }

    /// Whether an item stays in a horizontal bar on a vertical pose (before `horizontalOnly`).
    func staysHorizontal(_ command: Facts) -> Bool {
        switch command.axis {
        case .horizontalOnly: return true
        case .verticalPreferred: return false
        case .automatic: return command.content == .text || command.content == .custom
        }
    }
}
