/// A size class.
public enum SizeClass: String, RegistryEnum {
    case compact, regular
    public static let fieldName = "size class"
}

/// Dynamic Type sizes, named as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: String, RegistryEnum, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public static let fieldName = "Dynamic Type size"

    /// Body text size at this setting divided by the default (17 pt), from toolbar-facts §3c [T].
    public var bodyScale: Double {
        switch self {
        case .xSmall: return 14.0 / 17
        case .small: return 15.0 / 17
        case .medium: return 16.0 / 17
        case .large: return 1
        case .xLarge: return 19.0 / 17
        case .xxLarge: return 21.0 / 17
        case .xxxLarge: return 23.0 / 17
        case .accessibility1: return 28.0 / 17
        case .accessibility2: return 33.0 / 17
        case .accessibility3: return 40.0 / 17
        case .accessibility4: return 47.0 / 17
        case .accessibility5: return 53.0 / 17
        }
    }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The edge where the foldable's vertical bar sits in a scenario.
public enum VerticalBarEdge: String, RegistryEnum {
    case none, leading, trailing
    public static let fieldName = "vertical bar edge"
}

/// What kind of device or window a scenario stands for; apps choose which ones apply.
public enum ScenarioTarget: String, RegistryEnum {
    case iPhone, iPad, iPhoneMirroring, iPhoneOnIPad, foldable
    public static let fieldName = "scenario target"
}

/// One environment a toolbar must survive.
///
/// The fields live in one shared box (``ScenarioStorage``), so a copy costs one retain instead of
/// one for each of its strings: the solver and the checklist copy a screen's scenarios hundreds
/// of times while judging it. It is still a value: changing a copy's field leaves every other copy
/// as it was.
public struct Scenario: Hashable, Sendable {
    /// Kebab-case name, e.g. `iphone-17-portrait`.
    public var name: String {
        @inlinable get { storage.fields.name }
        @inlinable set { uniqueStorage().fields.name = newValue }
        @inlinable _modify { yield &uniqueStorage().fields.name }
    }
    /// One line saying what it is.
    public var summary: String {
        @inlinable get { storage.fields.summary }
        @inlinable set { uniqueStorage().fields.summary = newValue }
        @inlinable _modify { yield &uniqueStorage().fields.summary }
    }
    /// The kind of device or window.
    public var target: ScenarioTarget {
        @inlinable get { storage.fields.target }
        @inlinable set { uniqueStorage().fields.target = newValue }
    }
    /// Window width in points.
    public var width: Double {
        @inlinable get { storage.fields.width }
        @inlinable set { uniqueStorage().fields.width = newValue }
    }
    /// Window height in points.
    public var height: Double {
        @inlinable get { storage.fields.height }
        @inlinable set { uniqueStorage().fields.height = newValue }
    }
    public var horizontalSizeClass: SizeClass {
        @inlinable get { storage.fields.horizontalSizeClass }
        @inlinable set { uniqueStorage().fields.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: SizeClass {
        @inlinable get { storage.fields.verticalSizeClass }
        @inlinable set { uniqueStorage().fields.verticalSizeClass = newValue }
    }
    public var dynamicType: DynamicTypeSize {
        @inlinable get { storage.fields.dynamicType }
        @inlinable set { uniqueStorage().fields.dynamicType = newValue }
    }
    /// The search field is active (focused).
    public var searchActive: Bool {
        @inlinable get { storage.fields.searchActive }
        @inlinable set { uniqueStorage().fields.searchActive = newValue }
    }
    /// The software keyboard is up.
    public var keyboardUp: Bool {
        @inlinable get { storage.fields.keyboardUp }
        @inlinable set { uniqueStorage().fields.keyboardUp = newValue }
    }
    /// A picture-in-picture window competes for space.
    public var pictureInPicture: Bool {
        @inlinable get { storage.fields.pictureInPicture }
        @inlinable set { uniqueStorage().fields.pictureInPicture = newValue }
    }
    /// The window is active (`appearsActive`).
    public var windowActive: Bool {
        @inlinable get { storage.fields.windowActive }
        @inlinable set { uniqueStorage().fields.windowActive = newValue }
    }
    /// Where the foldable's vertical bar is, or `none`.
    public var verticalBarEdge: VerticalBarEdge {
        @inlinable get { storage.fields.verticalBarEdge }
        @inlinable set { uniqueStorage().fields.verticalBarEdge = newValue }
    }
    /// BCP 47 locale, e.g. `en`, `ar`, `en-XA` (pseudo-localized).
    public var locale: String {
        @inlinable get { storage.fields.locale }
        @inlinable set { uniqueStorage().fields.locale = newValue }
        @inlinable _modify { yield &uniqueStorage().fields.locale }
    }
    /// Whether the locale reads right to left.
    public var rightToLeft: Bool {
        @inlinable get { storage.fields.rightToLeft }
        @inlinable set { uniqueStorage().fields.rightToLeft = newValue }
    }
    /// How much longer translated titles are than the English ones (1.4 for pseudo-localization).
    public var textExpansion: Double {
        @inlinable get { storage.fields.textExpansion }
        @inlinable set { uniqueStorage().fields.textExpansion = newValue }
    }
    /// Where its numbers come from, with fact tags ([D], [T], [I]).
    public var sources: String {
        @inlinable get { storage.fields.sources }
        @inlinable set { uniqueStorage().fields.sources = newValue }
        @inlinable _modify { yield &uniqueStorage().fields.sources }
    }

    @usableFromInline var storage: ScenarioStorage

    public init(
        name: String, summary: String = "", target: ScenarioTarget = .iPhone, width: Double, height: Double,
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
        dynamicType: DynamicTypeSize = .large, searchActive: Bool = false, keyboardUp: Bool = false,
        pictureInPicture: Bool = false, windowActive: Bool = true, verticalBarEdge: VerticalBarEdge = .none,
        locale: String = "en", rightToLeft: Bool = false, textExpansion: Double = 1, sources: String = ""
    ) {
        storage = ScenarioStorage(
            ScenarioFields(
                name: name,
                summary: summary,
                target: target,
                width: width,
                height: height,
                horizontalSizeClass: horizontalSizeClass,
                verticalSizeClass: verticalSizeClass,
                dynamicType: dynamicType,
                searchActive: searchActive,
                keyboardUp: keyboardUp,
                pictureInPicture: pictureInPicture,
                windowActive: windowActive,
                verticalBarEdge: verticalBarEdge,
                locale: locale,
                rightToLeft: rightToLeft,
                textExpansion: textExpansion,
                sources: sources))
    }

    /// Checks the name (kebab-case) and ranges.
    public func validate() throws {
        try RecordName.validate(name, kind: "scenario")
        let kebab = name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        if !kebab || name.hasPrefix("-") || name.hasSuffix("-") {
            throw ModelError.invalidName(
                kind: "scenario", name: name, reason: "scenario names are kebab-case (e.g. iphone-17-portrait)")
        }
        for (field, value) in [("width", width), ("height", height)] where !(value >= 100 && value <= 4000) {
            throw ModelError.invalidValue(
                field: field, value: "\(value)", reason: "must be between 100 and 4000 points")
        }
        if !(textExpansion >= 0.5 && textExpansion <= 3) {
            throw ModelError.invalidValue(
                field: "text expansion", value: "\(textExpansion)", reason: "must be between 0.5 and 3")
        }
        try TextField.validate(summary, field: "summary")
        try TextField.validate(locale, field: "locale", limit: 35)
        try TextField.validate(sources, field: "sources", limit: TextField.notesLimit)
    }
}

extension Scenario {
    @inlinable public static func == (lhs: Scenario, rhs: Scenario) -> Bool {
        lhs.storage.holdsFields(equalTo: rhs.storage)
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    @inlinable mutating func uniqueStorage() -> ScenarioStorage {
        ScenarioStorage.unique(&storage)
    }
}

extension Scenario: CustomReflectable {
    /// The fields, as a plain struct shows them: `String(describing:)` and `dump` print a scenario
    /// as they did before its fields moved into a box (tests compare solver states by their text).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "name": name,
                "summary": summary,
                "target": target,
                "width": width,
                "height": height,
                "horizontalSizeClass": horizontalSizeClass,
                "verticalSizeClass": verticalSizeClass,
                "dynamicType": dynamicType,
                "searchActive": searchActive,
                "keyboardUp": keyboardUp,
                "pictureInPicture": pictureInPicture,
                "windowActive": windowActive,
                "verticalBarEdge": verticalBarEdge,
                "locale": locale,
                "rightToLeft": rightToLeft,
                "textExpansion": textExpansion,
                "sources": sources
            ], displayStyle: .struct)
    }
}

// MARK: - Family

extension Scenario {
    /// The kind of environment the scenario stands for, without its name or exact size:
    /// `target/orientation/horizontal-vertical size class`, then the vertical column's edge and
    /// the conditions that hold (`search`, `keyboard`, `pip`, `inactive`, `accessibility-text`,
    /// `larger-text`, `smaller-text`, `rtl`, `long-text`), e.g. `iPhone/portrait/compact-regular`
    /// or `foldable/landscape/regular-compact/column-leading/keyboard`. Finding fingerprints use it,
    /// so renaming a preset or nudging its size keeps the identity of what is found in it.
    public var family: String {
        // Built by appending to one string: a finding's fingerprint reads every scenario's family.
        var family = ""
        family.reserveCapacity(80)
        family += target.rawValue
        family += width > height ? "/landscape/" : "/portrait/"
        family += horizontalSizeClass.rawValue
        family += "-"
        family += verticalSizeClass.rawValue
        if verticalBarEdge != .none { family += "/column-" + verticalBarEdge.rawValue }
        if searchActive { family += "/search" }
        if keyboardUp { family += "/keyboard" }
        if pictureInPicture { family += "/pip" }
        if !windowActive { family += "/inactive" }
        if dynamicType >= .accessibility1 {
            family += "/accessibility-text"
        } else if dynamicType > .large {
            family += "/larger-text"
        } else if dynamicType < .large {
            family += "/smaller-text"
        }
        if rightToLeft { family += "/rtl" }
        if textExpansion > 1 { family += "/long-text" }
        return family
    }
}
