/// What a custom view needs the solver and checklist to know.
public struct CustomViewInfo: Hashable, Sendable {
    /// Its width in points in a horizontal bar.
    public var width: Double
    /// Whether it reads `appearsActive` and dims in an inactive window.
    public var reactsToActiveState: Bool
    /// Whether it shows both text and a symbol (seed 001: a count that should be a badge).
    public var showsTextAndSymbol: Bool
    /// Whether it has its own layout for the vertical bar (reads `toolbarVerticalEdge`).
    public var adaptsToVerticalBar: Bool
    /// Whether `width` was measured (a frame in the code, a screenshot) or estimated. The solver
    /// gives an estimated width a range (docs/solver.md) and says when a verdict depends on it.
    public var widthSource: WidthSource

    public init(
        width: Double, reactsToActiveState: Bool = false, showsTextAndSymbol: Bool = false,
        adaptsToVerticalBar: Bool = false, widthSource: WidthSource = .measured
    ) {
        self.width = width
        self.reactsToActiveState = reactsToActiveState
        self.showsTextAndSymbol = showsTextAndSymbol
        self.adaptsToVerticalBar = adaptsToVerticalBar
        self.widthSource = widthSource
    }
}

/// One toolbar item on a screen: a command, or a spacer or divider that shapes the bar.
public struct Command: Hashable, Sendable {
    /// Stable key (slug) unique within the screen, e.g. `replace-photo`.
    public var key: String {
        @inlinable get { storage.fields.key }
        @inlinable set { uniqueStorage().fields.key = newValue }
    }
    /// The title people read (the overflow menu shows it). Empty for spacers and dividers, and
    /// when `titleUnknown`.
    public var title: String {
        @inlinable get { storage.fields.title }
        @inlinable set { uniqueStorage().fields.title = newValue }
    }
    /// The localization key the title is looked up with (`Label("action.cancel", …)`,
    /// `NSLocalizedString("Refresh", comment: …)`, `L10n.rotate`), when the title is localized;
    /// `title` then holds the development-language text where the code has it, else the key.
    public var localizationKey: String? {
        @inlinable get { storage.fields.localizationKey }
        @inlinable set { uniqueStorage().fields.localizationKey = newValue }
    }
    /// Whether the title cannot be known from the code (`Text(document.title)`): `title` is then
    /// empty or the symbol's, and a text item's width is an estimate.
    public var titleUnknown: Bool {
        @inlinable get { storage.fields.titleUnknown }
        @inlinable set { uniqueStorage().fields.titleUnknown = newValue }
    }
    /// SF Symbol name, if any.
    public var symbol: String? {
        @inlinable get { storage.fields.symbol }
        @inlinable set { uniqueStorage().fields.symbol = newValue }
    }
    /// The spoken label when it differs from the title.
    public var accessibilityLabel: String? {
        @inlinable get { storage.fields.accessibilityLabel }
        @inlinable set { uniqueStorage().fields.accessibilityLabel = newValue }
    }
    /// What the item shows.
    public var content: ContentKind {
        @inlinable get { storage.fields.content }
        @inlinable set { uniqueStorage().fields.content = newValue }
    }
    /// Spacer sizing; only for `content == .spacer`.
    public var spacer: SpacerSizing? {
        @inlinable get { storage.fields.spacer }
        @inlinable set { uniqueStorage().fields.spacer = newValue }
    }
    /// Custom-view details; only for `content == .custom`.
    public var customView: CustomViewInfo? {
        @inlinable get { storage.fields.customView }
        @inlinable set { uniqueStorage().fields.customView = newValue }
    }
    /// A badge on the item (e.g. an inbox count).
    public var badge: String? {
        @inlinable get { storage.fields.badge }
        @inlinable set { uniqueStorage().fields.badge = newValue }
    }
    /// The command hierarchy; `nil` for spacers, dividers and unclassified commands.
    public var classification: Classification? {
        @inlinable get { storage.fields.classification }
        @inlinable set { uniqueStorage().fields.classification = newValue }
    }
    /// Must never disappear from view.
    public var essential: Bool {
        @inlinable get { storage.fields.essential }
        @inlinable set { uniqueStorage().fields.essential = newValue }
    }
    /// Where the item is placed.
    public var placement: Placement {
        @inlinable get { storage.fields.placement }
        @inlinable set { uniqueStorage().fields.placement = newValue }
    }
    /// The `ToolbarItemGroup` it belongs to, by name.
    public var group: String? {
        @inlinable get { storage.fields.group }
        @inlinable set { uniqueStorage().fields.group = newValue }
    }
    /// Its 1-based position in the screen's toolbar declaration.
    public var order: Int {
        @inlinable get { storage.fields.order }
        @inlinable set { uniqueStorage().fields.order = newValue }
    }
    /// Its own visibility priority; `nil` takes its group's (or automatic).
    public var priority: VisibilityPriority? {
        @inlinable get { storage.fields.priority }
        @inlinable set { uniqueStorage().fields.priority = newValue }
    }
    /// `axisBehavior(_:)`.
    public var axis: AxisBehavior {
        @inlinable get { storage.fields.axis }
        @inlinable set { uniqueStorage().fields.axis = newValue }
    }
    /// `Button(role:)`.
    public var role: CommandRole {
        @inlinable get { storage.fields.role }
        @inlinable set { uniqueStorage().fields.role = newValue }
    }
    /// Whether it asks for confirmation before acting.
    public var needsConfirmation: Bool {
        @inlinable get { storage.fields.needsConfirmation }
        @inlinable set { uniqueStorage().fields.needsConfirmation = newValue }
    }
    /// When the command exists, by size class.
    public var sizeClassCondition: SizeClassCondition {
        @inlinable get { storage.fields.sizeClassCondition }
        @inlinable set { uniqueStorage().fields.sizeClassCondition = newValue }
    }
    /// How often people use it.
    public var usage: UsageFrequency? {
        @inlinable get { storage.fields.usage }
        @inlinable set { uniqueStorage().fields.usage = newValue }
    }
    /// The other label of an item that switches (Select → Done).
    public var alternateTitle: String? {
        @inlinable get { storage.fields.alternateTitle }
        @inlinable set { uniqueStorage().fields.alternateTitle = newValue }
    }
    /// The other symbol of an item that switches (`Image(systemName: isOn ? "star.fill" : "star")`).
    public var alternateSymbol: String? {
        @inlinable get { storage.fields.alternateSymbol }
        @inlinable set { uniqueStorage().fields.alternateSymbol = newValue }
    }
    /// Free-form notes.
    public var notes: String? {
        @inlinable get { storage.fields.notes }
        @inlinable set { uniqueStorage().fields.notes = newValue }
    }
    /// The branch of code it is declared in, when the code chooses between alternatives.
    public var branch: CommandBranch? {
        @inlinable get { storage.fields.branch }
        @inlinable set { uniqueStorage().fields.branch = newValue }
    }
    /// Its stable id (``StableID``): kept across renames, written to exports as `id`. `nil` on a
    /// value not read from a registry or a file that has one; the registry then gives it the id
    /// derived from its name.
    public var stableID: String? {
        @inlinable get { storage.fields.stableID }
        @inlinable set { uniqueStorage().fields.stableID = newValue }
    }

    /// The fields, in one box that copies share until one of them is changed (``CommandStorage``).
    @usableFromInline var storage: CommandStorage

    public init(
        key: String, title: String, symbol: String? = nil, accessibilityLabel: String? = nil,
        content: ContentKind = .symbolAndText, spacer: SpacerSizing? = nil, customView: CustomViewInfo? = nil,
        badge: String? = nil, classification: Classification? = nil, essential: Bool = false,
        placement: Placement = .automatic, group: String? = nil, order: Int = 1,
        priority: VisibilityPriority? = nil, axis: AxisBehavior = .automatic, role: CommandRole = .none,
        needsConfirmation: Bool = false, sizeClassCondition: SizeClassCondition = .always,
        usage: UsageFrequency? = nil, alternateTitle: String? = nil, notes: String? = nil,
        localizationKey: String? = nil, titleUnknown: Bool = false, branch: CommandBranch? = nil,
        alternateSymbol: String? = nil
    ) {
        storage = CommandStorage(
            CommandFields(
                key: key, title: title, localizationKey: localizationKey, titleUnknown: titleUnknown, symbol: symbol,
                accessibilityLabel: accessibilityLabel, content: content, spacer: spacer, customView: customView,
                badge: badge, classification: classification, essential: essential, placement: placement, group: group,
                order: order, priority: priority, axis: axis, role: role, needsConfirmation: needsConfirmation,
                sizeClassCondition: sizeClassCondition, usage: usage, alternateTitle: alternateTitle,
                alternateSymbol: alternateSymbol, notes: notes, branch: branch, stableID: nil))
    }

    /// Checks the key, bounded fields and that the content kind's details are consistent.
    public func validate() throws {
        try RecordName.validate(key, kind: "command key")
        try StableID.validate(stableID)
        try TextField.validate(title, field: "title")
        try TextField.validate(symbol, field: "symbol")
        try TextField.validate(accessibilityLabel, field: "accessibility label")
        try TextField.validate(badge, field: "badge")
        try TextField.validate(alternateTitle, field: "alternate title")
        try TextField.validate(notes, field: "notes", limit: TextField.notesLimit, multiline: true)
        try TextField.validate(localizationKey, field: "localization key")
        try TextField.validate(alternateSymbol, field: "alternate symbol")
        try branch?.validate()
        if content.isCommand, title.isEmpty, symbol == nil, !titleUnknown {
            throw ModelError.invalidValue(
                field: "command", value: key,
                reason: "a command needs a title or a symbol (or its title marked unknown)")
        }
        if content == .spacer, spacer == nil {
            throw ModelError.invalidValue(
                field: "spacer", value: key, reason: "a spacer needs a sizing (fixed or flexible)")
        }
        if content != .spacer, spacer != nil {
            throw ModelError.invalidValue(field: "spacer", value: key, reason: "only spacers have a sizing")
        }
        if content == .custom, customView == nil {
            throw ModelError.invalidValue(field: "custom view", value: key, reason: "a custom view needs its width")
        }
        if let width = customView?.width, !(width > 0 && width <= 2000) {
            throw ModelError.invalidValue(
                field: "custom view width", value: "\(width)", reason: "must be between 0 and 2000 points")
        }
        if content == .symbol || content == .symbolAndText, symbol == nil {
            throw ModelError.invalidValue(
                field: "symbol", value: key, reason: "a \(content.rawValue) item needs an SF Symbol name")
        }
        if !content.isCommand, classification != nil {
            throw ModelError.invalidValue(
                field: "classification", value: key, reason: "spacers and dividers are not classified")
        }
        if order < 1 {
            throw ModelError.invalidValue(field: "order", value: "\(order)", reason: "must be 1 or more")
        }
    }

    /// The priority that applies: its own, else its group's, else automatic.
    public func effectivePriority(groupPriority: VisibilityPriority?) -> VisibilityPriority {
        priority ?? groupPriority ?? .automatic
    }
}

extension Command {
    /// Equal when every field is (the box itself is no field): the same as comparing the fields.
    @inlinable public static func == (lhs: Command, rhs: Command) -> Bool {
        lhs.storage.holdsFields(equalTo: rhs.storage)
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// The box, copied first when another command still shares it.
    @inlinable mutating func uniqueStorage() -> CommandStorage {
        CommandStorage.unique(&storage)
    }
}
