extension Checklist {
    /// Every checklist item, automatic ones first, each id once, in a stable order.
    public static let catalogue: [ChecklistItem] = [
        // MARK: - Hierarchy (seed 000)
        .everyCommandClassified,
        .flatHierarchy,
        .accidentalOverflow,
        .primaryHiddenBeforeSecondary,
        .primaryGroupPriority,
        .overflowClassifiedInMenu,
        .editingToolsPlacement,
        .overflowLabels,
        // MARK: - Pinned items
        .pinnedTrailingLimit,
        .pinnedTrailingLast,
        .essentialProtected,
        .pinnedOverflowsWithSearch,
        // MARK: - Destructive commands
        .destructiveInBar,
        .destructiveConfirmation,
        .destructiveDivider,
        // MARK: - Custom views, minimization, availability
        .customViewActiveState,
        .customViewWidth,
        .minimizationFit,
        .availabilityGating,
        // MARK: - Vertical bars (seed 001)
        .verticalLabelSwitching,
        .verticalCustomViewFit,
        .verticalNavigationFirst,
        .verticalPrimaryOverflow,
        .verticalHorizontalOnlyHidden,
        .verticalOptOut,
        .verticalTextAndSymbol,
        .flexibleSpacer,
        // MARK: - Evidence pitfalls
        .titleLength,
        .handMadeOverflow,
        .spokenLabel,
        // MARK: - Manual
        .manualResizePass,
        .manualDeviceRun,
        .manualVoiceOver,
        .manualHardwareKeyboard,
        .manualDynamicType,
        .manualSearch,
        .foldableOuterDisplayFirst,
        .foldableInnerLandscape,
        .foldableInnerPortrait,
        .foldableLabelsReadable,
        .foldableCustomViewsUnclipped,
        .foldableEssentialVisible
    ]
}
