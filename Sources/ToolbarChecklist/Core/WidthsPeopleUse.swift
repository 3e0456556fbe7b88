import ToolbarModel
import ToolbarSolver

/// The window widths people use an app at: every scenario preset's own width (each stands for a
/// device or window people have) and, across a sweep, any width of a resizable window (an iPhone
/// app on iPad, iPhone Mirroring, an iPad window) or an iPhone's portrait width (320–440 pt); the
/// foldable's displays are fixed, so only their own widths count. A
/// command the team cares about that leaves the bar for lack of room at one of these widths is
/// always a problem.
public enum WidthsPeopleUse {
    /// One iPhone portrait width and the models that have it (HIG Layout specifications).
    public struct Phone: Hashable, Sendable {
        /// Portrait width in points.
        public var width: Double
        /// The models, shortened ("SE 1st gen", "12/13 mini").
        public var models: String
    }

    /// Every iPhone portrait width, narrowest first (HIG Layout, "Specifications").
    public static let phones: [Phone] = [
        Phone(width: 320, models: "SE 1st gen"),
        Phone(width: 360, models: "12/13 mini"),
        Phone(width: 375, models: "SE 2nd/3rd gen, X–11 Pro"),
        Phone(width: 390, models: "12–14, 16e"),
        Phone(width: 393, models: "14 Pro–16"),
        Phone(width: 402, models: "16 Pro, 17"),
        Phone(width: 414, models: "Plus 6–8, XR, 11"),
        Phone(width: 420, models: "Air"),
        Phone(width: 428, models: "12/13 Pro Max, 14 Plus"),
        Phone(width: 430, models: "14 Pro Max–16 Plus"),
        Phone(width: 440, models: "16/17 Pro Max")
    ]

    /// The iPhone portrait widths, 320–440 pt.
    public static let iPhonePortrait: ClosedRange<Double> = 320...440

    /// Whether `scenario` has horizontal bars whose room this judges (the foldable's vertical poses
    /// have their own checks).
    public static func includes(_ scenario: Scenario) -> Bool { includes(edge: scenario.verticalBarEdge) }

    /// ``includes(_:)`` of a scenario whose vertical bar edge is `edge`, for callers that read the
    /// edge in place (passing a boxed scenario copies it).
    static func includes(edge: VerticalBarEdge) -> Bool { edge == .none }

    /// Whether widths `widths` (a swept range `lower..<upper`, or one width) in `scenario` reach a
    /// width people use: any width of a resizable window, else an iPhone portrait width.
    public static func reaches(_ widths: WidthRange, in scenario: Scenario) -> Bool {
        guard includes(scenario) else { return false }
        // The foldable's displays are fixed sizes, not resizable windows: only its own width.
        if scenario.target == .foldable {
            return widths.lower == widths.upper
                ? widths.lower == scenario.width
                : widths.lower <= scenario.width && scenario.width < widths.upper
        }
        if scenario.target != .iPhone { return true }
        if widths.lower == widths.upper { return iPhonePortrait.contains(widths.lower) }
        return widths.lower <= iPhonePortrait.upperBound && widths.upper > iPhonePortrait.lowerBound
    }

    /// The iPhones whose portrait width lies in `widths` (`lower..<upper` for a swept range, the one
    /// width otherwise).
    public static func phones(in widths: WidthRange) -> [Phone] {
        phones.filter { phone in
            widths.lower == widths.upper
                ? phone.width == widths.lower : phone.width >= widths.lower && phone.width < widths.upper
        }
    }

    /// "on iPhones 320, 360 and 375 pt wide (SE 1st gen; 12/13 mini; …)", or "" when none.
    static func phonePhrase(_ widths: WidthRange) -> String {
        let matching = phones(in: widths)
        guard !matching.isEmpty else { return "" }
        if matching.count == phones.count { return "on every iPhone in portrait (320–440 pt)" }
        let list = matching.map { Breakpoint.format($0.width) }
        let joined =
            list.count == 1
            ? list[0] : list.dropLast().joined(separator: ", ") + " and " + list[list.count - 1]
        let noun = matching.count == 1 ? "an iPhone" : "iPhones"
        return "on \(noun) \(joined) pt wide (\(matching.map(\.models).joined(separator: "; ")))"
    }
}

extension ScenarioInput {
    /// Whether ``lackOfRoomWidthsPeopleUse(of:)`` may give widths for some key here: the scenario
    /// has horizontal bars whose room is judged (``WidthsPeopleUse/includes(_:)``) and a sweep or a
    /// command in the overflow menu for lack of room (``mayLackRoom``). `false` means no key has
    /// widths: an item that asks it of every command skips the scenario, and asks the keys of one
    /// where it is `true` with ``uncheckedLackOfRoomWidthsPeopleUse(of:)``, which does not ask again.
    public var mayLackRoomAtWidthsPeopleUse: Bool {
        // The edge read in place in the box: passing `scenario` (or `box.scenario`) copied it.
        WidthsPeopleUse.includes(edge: box.scenario.verticalBarEdge) && mayLackRoom
    }

    /// The widths people use (``WidthsPeopleUse``) at which `key` leaves a horizontal bar for lack
    /// of room: the swept range when it reaches one, else the scenario's own width. `nil` when that
    /// never happens there.
    public func lackOfRoomWidthsPeopleUse(of key: String) -> WidthRange? {
        guard WidthsPeopleUse.includes(scenario) else { return nil }
        return uncheckedLackOfRoomWidthsPeopleUse(of: key)
    }

    /// ``lackOfRoomWidthsPeopleUse(of:)`` in a scenario where ``mayLackRoomAtWidthsPeopleUse`` is
    /// `true` (it says whether the scenario is judged once, for all keys).
    func uncheckedLackOfRoomWidthsPeopleUse(of key: String) -> WidthRange? {
        guard let widths = lackOfRoomWidths(of: key) else { return nil }
        if widths.lower == widths.upper, widths.lower == scenario.width { return widths }
        return WidthsPeopleUse.reaches(widths, in: scenario) ? widths : nil
    }
}
