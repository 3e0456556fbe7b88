import ToolbarModel

extension ChecklistItem {
    /// A manual item: it needs a person's sign-off wherever `notApplicable` returns `nil`.
    static func manual(
        id: String, title: String, rationale: String, severity: Severity = .warning,
        triggering: [ItemExample], nonTriggering: [ItemExample] = [],
        notApplicable: @escaping @Sendable (CheckContext) -> String? = { _ in nil }
    ) -> ChecklistItem {
        ChecklistItem(
            ItemDescription(
                id: id, title: title, rationale: rationale, severity: severity, kind: .manual,
                triggering: triggering, nonTriggering: nonTriggering)
        ) { context in
            if context.commands.isEmpty { return .notApplicable("the screen has no toolbar commands") }
            if let why = notApplicable(context) { return .notApplicable(why) }
            return .needsSignOff
        }
    }

    /// Why the foldable's checks do not apply, or `nil` when they do. Without scenarios the foldable is
    /// assumed to apply (apps default to every preset).
    static func foldableNotApplicable(_ context: CheckContext) -> String? {
        if !context.verticalBarsApply { return verticalNotApplicable(context) }
        if !context.scenarios.isEmpty, !context.scenarios.contains(where: { $0.scenario.target == .foldable }) {
            return "the app does not target the foldable"
        }
        return nil
    }
}

extension Kit {
    /// A small screen every manual item applies to.
    static let anyScreen = inventory([command("share", .primary, .topBarPinnedTrailing, order: 1)])
    /// A screen without commands: no manual item applies.
    static let emptyScreen = inventory([])
    /// A screen that opts out of vertical bars, with its reason.
    static let optedOutScreen = inventory(
        screen: screen {
            $0.verticalBehavior = .disabled
            $0.verticalOptOutReason = "a sheet with only a close button"
        }, [command("close", .primary, .cancellationAction, order: 1)])
    /// A sidebar column: only the detail column of a split view gets a vertical bar.
    static let sidebarScreen = inventory(
        screen: screen { $0.columnRole = .sidebar }, [command("new-mailbox", .secondary, .bottomBar, order: 1)])
    /// An inspector: it never gets a vertical bar of its own.
    static let inspectorScreen = inventory(
        screen: screen { $0.columnRole = .inspector }, [command("close", .primary, .cancellationAction, order: 1)])
}
