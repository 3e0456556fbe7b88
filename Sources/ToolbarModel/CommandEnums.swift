/// What a toolbar item shows.
public enum ContentKind: String, RegistryEnum {
    /// An SF Symbol only (`Label` shown icon-only in a bar).
    case symbol
    /// Text only.
    case text
    /// A `Label`: the symbol in a bar, symbol and title in the overflow menu.
    case symbolAndText
    /// A custom view with a recorded width.
    case custom
    /// A `ToolbarSpacer`.
    case spacer
    /// A `Divider` (in an overflow menu).
    case divider
    public static let fieldName = "content kind"

    /// Spacers and dividers are layout, not commands: they carry no classification.
    public var isCommand: Bool { self != .spacer && self != .divider }
}

/// `ToolbarSpacer` sizing.
public enum SpacerSizing: String, RegistryEnum {
    case fixed, flexible
    public static let fieldName = "spacer sizing"
}

/// Where a recorded width comes from.
public enum WidthSource: String, RegistryEnum {
    /// Read from the code (`frame(width:)`) or measured on a device or screenshot.
    case measured
    /// A guess (a designer's estimate, or the scanner's 44 pt default when the code sets no width).
    case estimated
    public static let fieldName = "width source"
}

/// The command hierarchy of seed 000: every command is one of these.
public enum Classification: String, RegistryEnum {
    case primary, secondary, overflow, destructive
    public static let fieldName = "classification"
}

/// Where a toolbar item is placed: every `ToolbarItemPlacement` on iOS, plus `overflowMenu` for
/// content of a `ToolbarOverflowMenu`.
public enum Placement: String, RegistryEnum {
    case automatic, principal, navigation, primaryAction, secondaryAction, confirmationAction
    case cancellationAction, destructiveAction, status, bottomBar, keyboard
    case topBarLeading, topBarTrailing, largeTitle, topBarPinnedTrailing, overflowMenu
    public static let fieldName = "placement"
}

/// `axisBehavior(_:)` (iOS 27.1).
public enum AxisBehavior: String, RegistryEnum {
    case automatic, horizontalOnly, verticalPreferred
    public static let fieldName = "axis behavior"
}

/// `Button(role:)`.
public enum CommandRole: String, RegistryEnum {
    case none, destructive, cancel, confirm, close
    public static let fieldName = "role"
}

/// When the command exists at all, by size class (seed 000's `hasRoomForEditingTools`).
public enum SizeClassCondition: String, RegistryEnum {
    case always, regularWidth, compactHeight, regularWidthOrCompactHeight, compactWidth
    public static let fieldName = "size-class condition"

    /// Whether the command exists under these size classes.
    public func holds(horizontal: SizeClass, vertical: SizeClass) -> Bool {
        switch self {
        case .always: return true
        case .regularWidth: return horizontal == .regular
        case .compactHeight: return vertical == .compact
        case .regularWidthOrCompactHeight: return horizontal == .regular || vertical == .compact
        case .compactWidth: return horizontal == .compact
        }
    }
}

/// How often people use a command.
public enum UsageFrequency: String, RegistryEnum {
    case constant, frequent, occasional, rare
    public static let fieldName = "usage frequency"
}
