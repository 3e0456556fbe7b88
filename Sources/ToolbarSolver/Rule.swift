/// Every rule the solver applies, with a stable id (used in `Layout.rules`, docs/solver.md and
/// the test names) and the kind of fact it rests on.
public enum Rule: String, CaseIterable, Codable, Hashable, Sendable {
    // MARK: - Horizontal bars
    case marginsBySizeClass = "margins-by-size-class"
    case leadingRegion = "leading-region"
    case navigationMovesTrailingWhenPushedCompact = "navigation-moves-trailing-when-pushed-compact"
    case trailingRegion = "trailing-region"
    case principalNeverOverflows = "principal-never-overflows"
    case pinnedTrailingEdge = "pinned-trailing-edge"
    case pinnedOverflowsOnlyWithSearch = "pinned-overflows-only-with-search"
    case symbolItemHitTarget = "symbol-item-hit-target"
    case textItemEstimatedWidth = "text-item-estimated-width"
    case symbolAndTextShowsSymbol = "symbol-and-text-shows-symbol"
    case customViewRecordedWidth = "custom-view-recorded-width"
    case groupSharesBackground = "group-shares-background"
    case fixedSpacerKeepsSize = "fixed-spacer-keeps-size"
    case flexibleSpacerTakesLeftover = "flexible-spacer-takes-leftover"
    case sdk27ItemPadding = "sdk27-item-padding"
    case paddingRemoved = "padding-removed"
    case overflowByPriority = "overflow-by-priority"
    case overflowTieTrailingFirst = "overflow-tie-trailing-first"
    case overflowButtonCounted = "overflow-button-counted"
    case overflowMenuDeliberate = "overflow-menu-deliberate"
    case secondaryActionOverflowByPlacement = "secondary-action-overflow-by-placement"
    case editorRoleSecondaryInCenter = "editor-role-secondary-in-center"
    case sizeClassCondition = "size-class-condition"
    case iPhoneAppOnIPadStaysCompact = "iphone-app-on-ipad-stays-compact"
    case customViewBlankInOverflow = "custom-view-blank-in-overflow"
    case titleKeepsLeftover = "title-keeps-leftover"
    case principalReplacesTitle = "principal-replaces-title"
    case largeTitleBelowBar = "large-title-below-bar"
    case bottomBarPlacements = "bottom-bar-placements"
    case keyboardPlacement = "keyboard-placement"
    case searchPlacement = "search-placement"
    case searchActiveFieldWidth = "search-active-field-width"
    case dividerMenuOnly = "divider-menu-only"
    case dynamicTypeCappedInBars = "dynamic-type-capped-in-bars"
    case branchOSAvailability = "branch-os-availability"
    case branchWidestShown = "branch-widest-shown"
    case textItemUnknownTitle = "text-item-unknown-title"
    case navigationActionsStayInBar = "navigation-actions-stay-in-bar"
    case horizontalLayoutMirrorsRTL = "horizontal-layout-mirrors-rtl"
    case pictureInPictureTakesBarWidth = "picture-in-picture-takes-bar-width"
    case spacersLeaveWithTheirItems = "spacers-leave-with-their-items"
    case sheetLaidOutAsFullScreen = "sheet-laid-out-as-full-screen"

    // MARK: - Vertical bars
    case verticalRequiresSDK27_1 = "vertical-requires-sdk-27-1"
    case verticalNeedsBarEdge = "vertical-needs-bar-edge"
    case verticalOptOut = "vertical-opt-out"
    case verticalInspectorAndSidebarHorizontal = "vertical-inspector-and-sidebar-horizontal"
    case verticalSymbolItemsMove = "vertical-symbol-items-move"
    case verticalTextAndCustomStayHorizontal = "vertical-text-and-custom-stay-horizontal"
    case verticalPreferredJoinsColumn = "vertical-preferred-joins-column"
    case horizontalOnlyHiddenWithoutBar = "horizontal-only-hidden-without-bar"
    case horizontalBarOnVerticalPose = "horizontal-bar-on-vertical-pose"
    case verticalOrder = "vertical-order"
    case verticalSpacers = "vertical-spacers"
    case verticalColumnLength = "vertical-column-length"
    case verticalOverflowBottomUp = "vertical-overflow-bottom-up"
    case verticalGroupsBeforeSingles = "vertical-groups-before-singles"
    case verticalNavigationAndPinnedLast = "vertical-navigation-and-pinned-last"
    case verticalCompression = "vertical-compression"
    case verticalCustomViewClipped = "vertical-custom-view-clipped"
    case verticalSideIgnoresRTL = "vertical-side-ignores-rtl"
    case navigationBarKeepsTitle = "navigation-bar-keeps-title"
    case principalStaysHorizontal = "principal-stays-horizontal"
    case verticalBottomItemsAtBottomEnd = "vertical-bottom-items-at-bottom-end"

    /// The kind of fact the rule rests on.
    public var tag: FactTag {
        switch self {
        case .leadingRegion, .navigationMovesTrailingWhenPushedCompact, .trailingRegion, .pinnedTrailingEdge,
            .pinnedOverflowsOnlyWithSearch, .symbolItemHitTarget, .customViewRecordedWidth, .groupSharesBackground,
            .fixedSpacerKeepsSize, .flexibleSpacerTakesLeftover, .paddingRemoved, .overflowByPriority,
            .overflowButtonCounted, .overflowMenuDeliberate, .secondaryActionOverflowByPlacement,
            .editorRoleSecondaryInCenter, .sizeClassCondition, .principalReplacesTitle, .largeTitleBelowBar,
            .bottomBarPlacements, .keyboardPlacement, .searchPlacement, .verticalRequiresSDK27_1, .branchOSAvailability,
            .verticalNeedsBarEdge, .verticalOptOut, .verticalSymbolItemsMove, .verticalTextAndCustomStayHorizontal,
            .verticalPreferredJoinsColumn, .horizontalOnlyHiddenWithoutBar, .verticalCompression,
            .horizontalBarOnVerticalPose, .horizontalLayoutMirrorsRTL, .verticalBottomItemsAtBottomEnd:
            return .D
        case .sdk27ItemPadding, .overflowTieTrailingFirst, .customViewBlankInOverflow, .titleKeepsLeftover,
            .principalNeverOverflows:
            return .E
        case .marginsBySizeClass, .symbolAndTextShowsSymbol, .iPhoneAppOnIPadStaysCompact,
            .verticalInspectorAndSidebarHorizontal, .verticalOrder, .verticalSpacers, .verticalColumnLength,
            .verticalOverflowBottomUp, .verticalGroupsBeforeSingles, .verticalNavigationAndPinnedLast,
            .verticalCustomViewClipped, .verticalSideIgnoresRTL, .dynamicTypeCappedInBars:
            return .T
        case .textItemEstimatedWidth, .searchActiveFieldWidth, .dividerMenuOnly, .navigationActionsStayInBar,
            .pictureInPictureTakesBarWidth, .spacersLeaveWithTheirItems, .sheetLaidOutAsFullScreen,
            .navigationBarKeepsTitle, .principalStaysHorizontal, .branchWidestShown,
            .textItemUnknownTitle:
            return .I
        }
    }

    /// The rule as it is recorded in a layout.
    public var fired: FiredRule { FiredRule(id: rawValue, tag: tag) }
}
