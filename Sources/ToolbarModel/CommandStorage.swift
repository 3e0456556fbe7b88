// MARK: - A command's storage

/// A ``Command``'s fields, in its declaration order: compared and hashed as the command is.
@usableFromInline struct CommandFields: Hashable, Sendable {
    @usableFromInline var key: String
    @usableFromInline var title: String
    @usableFromInline var localizationKey: String?
    @usableFromInline var titleUnknown: Bool
    @usableFromInline var symbol: String?
    @usableFromInline var accessibilityLabel: String?
    @usableFromInline var content: ContentKind
    @usableFromInline var spacer: SpacerSizing?
    @usableFromInline var customView: CustomViewInfo?
    @usableFromInline var badge: String?
    @usableFromInline var classification: Classification?
    @usableFromInline var essential: Bool
    @usableFromInline var placement: Placement
    @usableFromInline var group: String?
    @usableFromInline var order: Int
    @usableFromInline var priority: VisibilityPriority?
    @usableFromInline var axis: AxisBehavior
    @usableFromInline var role: CommandRole
    @usableFromInline var needsConfirmation: Bool
    @usableFromInline var sizeClassCondition: SizeClassCondition
    @usableFromInline var usage: UsageFrequency?
    @usableFromInline var alternateTitle: String?
    @usableFromInline var alternateSymbol: String?
    @usableFromInline var notes: String?
    @usableFromInline var branch: CommandBranch?
    @usableFromInline var stableID: String?
}

/// A ``Command``'s fields in one shared box (``SharedFields``): copying a command retains one
/// reference instead of each of its dozen strings.
@usableFromInline typealias CommandStorage = SharedFields<CommandFields>
