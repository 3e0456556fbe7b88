/// Which column of a split view the screen is, or the whole window.
public enum ColumnRole: String, RegistryEnum {
    case full, detail, sidebar, inspector
    public static let fieldName = "column role"
}

/// Where a screen's `searchable` field is placed.
public enum SearchPlacement: String, RegistryEnum {
    case automatic, navigationBarDrawer, toolbar, toolbarPrincipal, bottomBar, sidebar
    public static let fieldName = "search placement"
}

/// `toolbarMinimizationBehavior(_:for: .navigationBar)`.
public enum MinimizationBehavior: String, RegistryEnum {
    case automatic, never, onScrollDown, onScrollUp
    public static let fieldName = "minimization behavior"
}

/// `toolbarVerticalBehavior(_:)`.
public enum VerticalBehavior: String, RegistryEnum {
    case automatic, disabled
    public static let fieldName = "vertical behavior"
}

/// `toolbarVerticalCompressionBehavior(_:)`: what gives way first in a crowded vertical bar.
public enum VerticalCompression: String, RegistryEnum {
    case automatic, prefersTabBar, prefersToolbarItems
    public static let fieldName = "vertical compression"
}

/// `toolbarRole(_:)`.
public enum ToolbarRole: String, RegistryEnum {
    case automatic, editor, browser, navigationStack
    public static let fieldName = "toolbar role"
}

/// How the screen is reached: pushed (system back button), modal (close button) or root.
public enum NavigationKind: String, RegistryEnum {
    case pushed, modal, root
    public static let fieldName = "navigation kind"
}

/// How the navigation title is shown.
public enum TitleDisplayMode: String, RegistryEnum {
    /// In the bar, between the leading and trailing items.
    case inline
    /// A large title below the bar: it does not compete with items for width.
    case large
    public static let fieldName = "title display mode"
}
