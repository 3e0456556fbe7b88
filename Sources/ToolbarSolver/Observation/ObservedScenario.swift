import ToolbarModel

extension Observation {
    /// How far (in points) a preset's size may be from the observed window and still be its scenario.
    public static let sizeTolerance = 1.0

    /// The preset among `presets` this observation stands for: the one the run named, else the
    /// first (by name) whose target, size (within ``sizeTolerance``), size classes, Dynamic Type
    /// size, search, keyboard and vertical bar agree with what was observed. Picture in picture,
    /// inactive windows, right-to-left and long-text presets never match a plain observation.
    public func matchingPreset(in presets: [Scenario]) -> Scenario? {
        if let scenario {
            return presets.first { $0.name == scenario }
        }
        return presets.sorted { $0.name < $1.name }.first(where: matches)
    }

    /// Whether `preset` describes what this observation saw.
    public func matches(_ preset: Scenario) -> Bool {
        if let scenario { return preset.name == scenario }
        guard preset.target == inferredTarget,
            abs(preset.width - window.width) <= Self.sizeTolerance,
            abs(preset.height - window.height) <= Self.sizeTolerance,
            horizontalSizeClass.map({ $0 == preset.horizontalSizeClass }) ?? true,
            verticalSizeClass.map({ $0 == preset.verticalSizeClass }) ?? true,
            preset.dynamicType == dynamicType, preset.searchActive == searchActive,
            preset.keyboardUp == (keyboard != nil), !preset.pictureInPicture, preset.windowActive,
            !preset.rightToLeft, preset.textExpansion == 1,
            preset.verticalBarEdge == verticalBarEdge
        else { return false }
        return true
    }

    /// Where the vertical bar was: the side of the window its centre is on, or `none`.
    public var verticalBarEdge: VerticalBarEdge {
        guard let bar = bars.first(where: \.isVertical) else { return .none }
        return bar.frame.midX < window.midX ? .leading : .trailing
    }

    /// The scenario to predict this observation with: its preset (from `presets`) at the observed
    /// window size, else one built from what was observed (`observed-402x874`), size classes
    /// guessed from the window where the run did not record them.
    public func scenario(presets: [Scenario]) -> Scenario {
        if var preset = matchingPreset(in: presets) {
            preset.width = window.width
            preset.height = window.height
            return preset
        }
        let width = window.width
        let height = window.height
        let name = "observed-\(Self.points(width))x\(Self.points(height))"
        return Scenario(
            name: name, summary: "Observed on \(device.summary)", target: inferredTarget, width: width, height: height,
            horizontalSizeClass: horizontalSizeClass ?? (width >= 700 ? .regular : .compact),
            verticalSizeClass: verticalSizeClass ?? (height >= 500 ? .regular : .compact), dynamicType: dynamicType,
            searchActive: searchActive, keyboardUp: keyboard != nil, verticalBarEdge: verticalBarEdge,
            locale: locale ?? "en", sources: "observed [E]")
    }

    /// `402` or `402.5`.
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded).replacing(".", with: "-")
    }
}
