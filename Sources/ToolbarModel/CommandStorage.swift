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

/// A ``Command``'s fields in one shared box. Copying a command (into an array, a filtered list, a
/// closure) then retains one reference instead of each of its dozen strings, and changing a field
/// copies the box only when another command still shares it. Safe to send between threads: a box
/// is changed only through a command that holds the one reference to it.
@usableFromInline final class CommandStorage: @unchecked Sendable {
    /// No exclusivity check on reads and writes: a box is written only while uniquely referenced.
    @usableFromInline @exclusivity(unchecked) var fields: CommandFields

    @usableFromInline init(_ fields: CommandFields) {
        self.fields = fields
    }
}
