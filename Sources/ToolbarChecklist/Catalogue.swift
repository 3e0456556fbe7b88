extension Checklist {
    /// Every checklist item, automatic ones first, each id once, in a stable order.
    public static let catalogue: [ChecklistItem] = [
        .everyCommandClassified,
        .flatHierarchy,
        .accidentalOverflow,
    ]
}
