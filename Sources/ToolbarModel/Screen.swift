/// One navigation destination or sheet with its own toolbar.
public struct Screen: Hashable, Sendable {
    /// Unique name (case-insensitively) within its app.
    public var name: String
    /// The navigation title shown in the bar; `nil` shows none.
    public var title: String?
    /// How the title is shown (inline titles compete with items for width).
    public var titleDisplayMode: TitleDisplayMode
    /// The owning team; `nil` inherits the app's owner.
    public var owner: String?
    /// Which split-view column this screen is.
    public var columnRole: ColumnRole
    /// Where its search field is, or `nil` when it has no search.
    public var search: SearchPlacement?
    /// Whether scrolling is the screen's primary workflow.
    public var scrollPrimary: Bool
    /// `toolbarMinimizationBehavior(_:for: .navigationBar)`.
    public var minimization: MinimizationBehavior
    /// `toolbarVerticalBehavior(_:)`.
    public var verticalBehavior: VerticalBehavior
    /// Why the screen opts out of vertical bars (seed 001: opt out deliberately, per screen).
    public var verticalOptOutReason: String?
    /// `toolbarVerticalCompressionBehavior(_:)`.
    public var verticalCompression: VerticalCompression
    /// `toolbarRole(_:)`.
    public var toolbarRole: ToolbarRole
    /// Whether the screen shows a tab bar.
    public var hasTabBar: Bool
    /// Pushed (back button), modal (close button) or root.
    public var navigationKind: NavigationKind
    /// Whether its iOS 27 toolbar code is wrapped in `#available` checks.
    public var availabilityGated: Bool
    /// `contentMarginsRemoved()` / `isPaddingRemoved`: the iOS 27 SDK's wider item padding removed.
    public var paddingRemoved: Bool
    /// Where the screen is declared in source, when scanned.
    public var source: SourceLocation?
    /// Free-form notes.
    public var notes: String?
    /// Its stable id (``StableID``): kept across renames, written to exports as `id`. `nil` on a
    /// value not read from a registry or a file that has one; the registry then gives it the id
    /// derived from its name.
    public var stableID: String?

    public init(
        name: String, title: String? = nil, titleDisplayMode: TitleDisplayMode = .inline, owner: String? = nil,
        columnRole: ColumnRole = .full, search: SearchPlacement? = nil, scrollPrimary: Bool = false,
        minimization: MinimizationBehavior = .automatic, verticalBehavior: VerticalBehavior = .automatic,
        verticalOptOutReason: String? = nil, verticalCompression: VerticalCompression = .automatic,
        toolbarRole: ToolbarRole = .automatic, hasTabBar: Bool = false, navigationKind: NavigationKind = .root,
        availabilityGated: Bool = false, paddingRemoved: Bool = false, source: SourceLocation? = nil,
        notes: String? = nil
    ) {
        self.name = name
        self.title = title
        self.titleDisplayMode = titleDisplayMode
        self.owner = owner
        self.columnRole = columnRole
        self.search = search
        self.scrollPrimary = scrollPrimary
        self.minimization = minimization
        self.verticalBehavior = verticalBehavior
        self.verticalOptOutReason = verticalOptOutReason
        self.verticalCompression = verticalCompression
        self.toolbarRole = toolbarRole
        self.hasTabBar = hasTabBar
        self.navigationKind = navigationKind
        self.availabilityGated = availabilityGated
        self.paddingRemoved = paddingRemoved
        self.source = source
        self.notes = notes
    }

    /// Whether the screen has a search field.
    public var hasSearch: Bool { search != nil }

    /// Checks the name and bounded fields.
    public func validate() throws {
        try RecordName.validate(name, kind: "screen")
        try StableID.validate(stableID)
        try TextField.validate(title, field: "title")
        try TextField.validate(owner, field: "owner")
        try TextField.validate(verticalOptOutReason, field: "vertical opt-out reason", limit: TextField.notesLimit)
        try TextField.validate(notes, field: "notes", limit: TextField.notesLimit, multiline: true)
        if let source {
            try TextField.validate(source.file, field: "source file", limit: 1000)
        }
    }
}

/// A `ToolbarItemGroup`: commands that share a placement, a background and a visibility priority.
public struct ToolbarGroup: Hashable, Sendable {
    /// Unique name (case-insensitively) within its screen, e.g. `undo-redo`.
    public var name: String
    /// The group's placement; its commands share it.
    public var placement: Placement
    /// The group's visibility priority; items without their own take it. `nil` = automatic.
    public var priority: VisibilityPriority?
    /// Its stable id (``StableID``): kept across renames, written to exports as `id`. `nil` on a
    /// value not read from a registry or a file that has one; the registry then gives it the id
    /// derived from its name.
    public var stableID: String?

    public init(name: String, placement: Placement, priority: VisibilityPriority? = nil) {
        self.name = name
        self.placement = placement
        self.priority = priority
    }

    /// Checks the name.
    public func validate() throws {
        try RecordName.validate(name, kind: "group")
        try StableID.validate(stableID)
    }
}
