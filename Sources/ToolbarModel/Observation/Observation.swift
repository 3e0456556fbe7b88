// MARK: - Geometry

/// A rectangle in points, as XCUITest reports an element's `frame` (screen coordinates, origin
/// at the top left).
public struct ObservedRect: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var maxX: Double { x + width }
    public var midX: Double { x + width / 2 }
    public var minY: Double { y }
    public var maxY: Double { y + height }
    public var midY: Double { y + height / 2 }

    /// Whether the rectangle's centre lies inside `other` (with `slack` points to spare).
    public func isCentred(in other: ObservedRect, slack: Double = 1) -> Bool {
        midX >= other.minX - slack && midX <= other.maxX + slack && midY >= other.minY - slack
            && midY <= other.maxY + slack
    }

    /// The rectangle moved so that `origin` becomes (0, 0).
    public func relative(to origin: ObservedRect) -> ObservedRect {
        ObservedRect(x: x - origin.x, y: y - origin.y, width: width, height: height)
    }
}

// MARK: - What was observed

/// The device an observation was taken on.
public struct ObservedDevice: Hashable, Sendable {
    /// The hardware model identifier (`iPhone18,1`) or the simulator's (`SIMULATOR_MODEL_IDENTIFIER`).
    public var model: String
    /// The device's marketing or simulator name (`iPhone 17`), when the test could read it.
    public var name: String?
    /// The operating system's version (`27.1`).
    public var osVersion: OSVersion
    /// `phone` or `pad` (an iPhone app on an iPad reports `pad` for the device).
    public var idiom: String?
    /// Whether it was a simulator.
    public var simulator: Bool

    public init(model: String, name: String? = nil, osVersion: OSVersion, idiom: String? = nil, simulator: Bool = false)
    {
        self.model = model
        self.name = name
        self.osVersion = osVersion
        self.idiom = idiom
        self.simulator = simulator
    }

    /// `iPhone 17, iOS 27.1` (the name when known, else the model identifier).
    public var summary: String { "\(name ?? model), iOS \(osVersion)" }
}

/// The interface orientation the test set (`XCUIDevice.shared.orientation`).
public enum ObservedOrientation: String, RegistryEnum {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight, unknown
    public static let fieldName = "orientation"

    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// One bar the test found (`app.navigationBars`, `app.toolbars`).
public struct ObservedBar: Hashable, Sendable {
    /// Which query found it.
    public enum Kind: String, RegistryEnum {
        case navigationBar, toolbar
        public static let fieldName = "bar kind"
    }

    public var kind: Kind
    public var frame: ObservedRect

    public init(kind: Kind, frame: ObservedRect) {
        self.kind = kind
        self.frame = frame
    }

    /// Whether the bar stands upright (the foldable's vertical column).
    public var isVertical: Bool { frame.height > frame.width }
}

/// One element the test found in a bar: a button, or a custom view with an identifier.
public struct ObservedItem: Hashable, Sendable {
    /// The accessibility identifier (`toolbar.share`); `nil` when it has none.
    public var identifier: String?
    /// The accessibility label (`Share`).
    public var label: String
    /// Its frame in screen coordinates.
    public var frame: ObservedRect

    public init(identifier: String? = nil, label: String, frame: ObservedRect) {
        self.identifier = identifier
        self.label = label
        self.frame = frame
    }
}

/// One row of the overflow menu, as the test read it after opening the menu.
public struct ObservedMenuEntry: Hashable, Sendable {
    /// The accessibility identifier, when it has one.
    public var identifier: String?
    /// The row's label.
    public var label: String

    public init(identifier: String? = nil, label: String) {
        self.identifier = identifier
        self.label = label
    }
}

/// The overflow (`More`) button and what its menu showed.
public struct ObservedOverflow: Hashable, Sendable {
    /// The button itself.
    public var button: ObservedItem
    /// Whether the test opened the menu and read it (when `false`, `entries` is unknown, not empty).
    public var opened: Bool
    /// The menu's rows, top to bottom.
    public var entries: [ObservedMenuEntry]

    public init(button: ObservedItem, opened: Bool, entries: [ObservedMenuEntry] = []) {
        self.button = button
        self.opened = opened
        self.entries = entries
    }
}

/// The navigation title as the test found it.
public struct ObservedTitle: Hashable, Sendable {
    public var text: String
    public var frame: ObservedRect

    public init(text: String, frame: ObservedRect) {
        self.text = text
        self.frame = frame
    }
}

// MARK: - Observation

/// What one UI-test run saw of one screen's toolbar on one device in one orientation: the
/// document `generate --xcuitest` tests write (docs/observations.md, versioned), read by
/// `observe import`.
public struct Observation: Hashable, Sendable {
    /// The `format` every observation document carries.
    public static let format = "toolbar-registry-observation"
    /// The version this build writes; it reads every version up to it.
    public static let currentVersion = 1

    /// The registry app the screen belongs to.
    public var app: String
    /// The registry screen.
    public var screen: String
    /// The scenario preset the run stands for, when the run was told (`TOOLBAR_REGISTRY_SCENARIO`).
    public var scenario: String?
    /// The kind of device or window, when the run was told (iPhone Mirroring cannot be told apart
    /// from the iPhone itself).
    public var target: ScenarioTarget?
    /// When the test ran (ISO 8601, the device's clock).
    public var takenAt: String?
    /// What wrote the document (`toolbar-registry 1.2.0 generate --xcuitest`).
    public var generator: String?
    public var device: ObservedDevice
    /// The SDK the test bundle was built with (`DTSDKName`), which is the app's.
    public var linkedSDK: OSVersion?
    public var orientation: ObservedOrientation
    /// The screen's bounds (the application element's frame).
    public var screenSize: ObservedRect
    /// The app's window: smaller than the screen for an iPhone app on an iPad or a resized window.
    public var window: ObservedRect
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    /// The Dynamic Type size the app was launched with.
    public var dynamicType: DynamicTypeSize
    /// The locale the app was launched with, when set.
    public var locale: String?
    /// Whether the search field was active.
    public var searchActive: Bool
    /// The software keyboard's frame, when it was up.
    public var keyboard: ObservedRect?
    public var bars: [ObservedBar]
    public var title: ObservedTitle?
    /// Every bar element found, in the order the test found them.
    public var items: [ObservedItem]
    /// The overflow button and its menu, when there was one.
    public var overflow: ObservedOverflow?

    public init(
        app: String, screen: String, scenario: String? = nil, target: ScenarioTarget? = nil, takenAt: String? = nil,
        generator: String? = nil, device: ObservedDevice, linkedSDK: OSVersion? = nil,
        orientation: ObservedOrientation = .portrait, screenSize: ObservedRect, window: ObservedRect,
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
        dynamicType: DynamicTypeSize = .large, locale: String? = nil, searchActive: Bool = false,
        keyboard: ObservedRect? = nil, bars: [ObservedBar] = [], title: ObservedTitle? = nil,
        items: [ObservedItem] = [], overflow: ObservedOverflow? = nil
    ) {
        self.app = app
        self.screen = screen
        self.scenario = scenario
        self.target = target
        self.takenAt = takenAt
        self.generator = generator
        self.device = device
        self.linkedSDK = linkedSDK
        self.orientation = orientation
        self.screenSize = screenSize
        self.window = window
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.dynamicType = dynamicType
        self.locale = locale
        self.searchActive = searchActive
        self.keyboard = keyboard
        self.bars = bars
        self.title = title
        self.items = items
        self.overflow = overflow
    }

    /// The registry path of the observed screen.
    public var path: RecordPath { RecordPath(app: app, screen: screen) }

    /// The kind of device or window: as the run was told, else from the device and window (a
    /// vertical bar means the foldable; a `pad` device with a window narrower than the screen an
    /// iPhone app on an iPad; a `pad` device the iPad).
    public var inferredTarget: ScenarioTarget {
        if let target { return target }
        if bars.contains(where: \.isVertical) { return .foldable }
        if device.idiom == "pad" {
            return window.width < screenSize.width - 1 || window.height < screenSize.height - 1 ? .iPhoneOnIPad : .iPad
        }
        return .iPhone
    }
}
