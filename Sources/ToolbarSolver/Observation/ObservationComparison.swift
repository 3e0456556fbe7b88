import ToolbarModel

// MARK: - Agreement

/// How well predictions agree with observations: places that agree out of places compared, and
/// how far predicted frames are from observed ones. Agreements add up (per screen, per app).
public struct Agreement: Codable, Hashable, Sendable {
    /// Commands whose predicted place agrees with the observed one.
    public var agreed: Int
    /// Commands whose place was compared (those whose observed place is known).
    public var compared: Int
    /// Frames compared: commands in the same bar in both.
    public var frames: Int
    /// The sum of squared differences of those frames' positions and lengths, in square points.
    public var squaredError: Double

    public init(agreed: Int = 0, compared: Int = 0, frames: Int = 0, squaredError: Double = 0) {
        self.agreed = agreed
        self.compared = compared
        self.frames = frames
        self.squaredError = squaredError
    }

    /// The share of compared places that agree (0–1); `nil` when nothing was compared.
    public var ratio: Double? { compared > 0 ? Double(agreed) / Double(compared) : nil }

    /// The root-mean-square difference of frame positions and lengths, in points.
    public var frameError: Double? { frames > 0 ? (squaredError / Double(2 * frames)).squareRoot() : nil }

    /// `12 of 14 places (86 %), frames within 1.8 pt`.
    public var summary: String {
        guard let ratio else { return "nothing compared" }
        var text = "\(agreed) of \(compared) places (\(Int((ratio * 100).rounded())) %)"
        if let frameError { text += ", frames off by \(Breakpoint.format(frameError)) pt (RMS)" }
        return text
    }

    /// Counts one place compared, and its frames when both are known.
    mutating func add(_ line: PlaceComparison) {
        compared += 1
        if line.agrees == true { agreed += 1 }
        if let a = line.predictedOffset, let b = line.observedOffset, let c = line.predictedLength,
            let d = line.observedLength
        {
            frames += 1
            squaredError += (a - b) * (a - b) + (c - d) * (c - d)
        }
    }

    public static func + (lhs: Agreement, rhs: Agreement) -> Agreement {
        Agreement(
            agreed: lhs.agreed + rhs.agreed, compared: lhs.compared + rhs.compared, frames: lhs.frames + rhs.frames,
            squaredError: lhs.squaredError + rhs.squaredError)
    }
}

// MARK: - One observation against its prediction

/// One command's predicted and observed place.
public struct PlaceComparison: Codable, Hashable, Sendable {
    public var key: String
    /// Where the solver predicts it.
    public var predicted: Region
    /// Where it was seen; `nil` when not known (not in a bar, and the overflow menu was not read).
    public var observed: Region?
    /// Whether the two agree; `nil` when not compared.
    public var agrees: Bool?
    /// How the observed element was tied to the command.
    public var matchedBy: ObservationMatch?
    /// Predicted and observed position (x, or y in the column) and length, when shown in both.
    public var predictedOffset: Double?
    public var observedOffset: Double?
    public var predictedLength: Double?
    public var observedLength: Double?

    public init(key: String, predicted: Region, observed: Region?, agrees: Bool?, matchedBy: ObservationMatch? = nil) {
        self.key = key
        self.predicted = predicted
        self.observed = observed
        self.agrees = agrees
        self.matchedBy = matchedBy
    }
}

/// A breakpoint the observation contradicts: the command was seen on the other side of it.
public struct ContradictedBreakpoint: Codable, Hashable, Sendable {
    public var key: String
    /// The predicted breakpoint: below it the command is predicted in the overflow menu.
    public var breakpoint: Double
    /// The window width the observation was taken at.
    public var observedAt: Double
    /// Where the command was seen.
    public var observed: Region

    public init(key: String, breakpoint: Double, observedAt: Double, observed: Region) {
        self.key = key
        self.breakpoint = breakpoint
        self.observedAt = observedAt
        self.observed = observed
    }

    /// "share: predicted to leave the bar below 410 pt, but seen in trailing at 402 pt (the real
    /// breakpoint is at or below 402 pt)".
    public var sentence: String {
        let at = Breakpoint.format(observedAt)
        let predicted = Breakpoint.format(breakpoint)
        if observed == .overflowMenu {
            return "\(key): predicted in its bar from \(predicted) pt, but seen in the overflow menu at \(at) pt "
                + "(the real breakpoint is above \(at) pt)"
        }
        return "\(key): predicted to leave the bar below \(predicted) pt, but seen in \(observed.rawValue) at \(at) pt "
            + "(the real breakpoint is at or below \(at) pt)"
    }
}

/// One observation compared with the solver's prediction for the same window.
public struct ObservationComparison: Codable, Hashable, Sendable {
    /// The scenario predicted (a preset at the observed size, or one built from the observation).
    public var scenario: String
    public var windowWidth: Double
    public var windowHeight: Double
    /// One per command whose place was predicted, in declaration order.
    public var places: [PlaceComparison]
    /// Breakpoints the observation contradicts.
    public var contradicted: [ContradictedBreakpoint]
    /// Elements no command matches.
    public var unmatched: [UnmatchedElement]
    public var agreement: Agreement

    public init(
        scenario: String, windowWidth: Double, windowHeight: Double, places: [PlaceComparison],
        contradicted: [ContradictedBreakpoint], unmatched: [UnmatchedElement], agreement: Agreement
    ) {
        self.scenario = scenario
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.places = places
        self.contradicted = contradicted
        self.unmatched = unmatched
        self.agreement = agreement
    }
}

extension Region {
    /// Whether a predicted region agrees with an observed one. Equal regions agree, and so do
    /// regions an observation cannot tell apart: pinned and plain trailing when no overflow button
    /// was on screen (the button is what separates them), the editor role's centre and any
    /// navigation-bar region, principal and centre, hidden and absent (both mean not shown).
    public static func agrees(predicted: Region, observed: Region, overflowButtonSeen: Bool) -> Bool {
        if predicted == observed { return true }
        switch (predicted, observed) {
        case (.pinnedTrailing, .trailing), (.trailing, .pinnedTrailing):
            return !overflowButtonSeen
        case (.center, .leading), (.center, .trailing), (.center, .principal), (.principal, .center):
            return true
        case (.absent, .hidden):
            return true
        default:
            return false
        }
    }
}

extension ToolbarSolver {
    /// Compares `observed` (an observation read against `inventory`) with the layout predicted in
    /// `scenario` with `metrics`: each command's place, how far frames are apart, and the
    /// breakpoints (over `widths`) the observation contradicts.
    public static func compare(
        _ inventory: ScreenInventory, observed: ObservedLayout, scenario: Scenario, metrics: BarMetrics? = nil,
        widths: ClosedRange<Double> = 320...1400
    ) -> ObservationComparison {
        let metrics = metrics ?? Self.metrics(for: inventory)
        let layout = solve(inventory, in: scenario, metrics: metrics)
        var comparison = compare(layout: layout, observed: observed, scenario: scenario)
        if comparison.places.contains(where: { $0.agrees == false }) {
            let sweep = sweep(inventory, base: scenario, widths: widths, metrics: metrics)
            comparison.contradicted = contradictions(comparison.places, sweep: sweep, width: scenario.width)
        }
        return comparison
    }

    /// The place-by-place comparison of a solved layout with an observed one (no breakpoints).
    static func compare(layout: Layout, observed: ObservedLayout, scenario: Scenario) -> ObservationComparison {
        var agreement = Agreement()
        var places: [PlaceComparison] = []
        places.reserveCapacity(observed.places.count)
        for place in observed.places {
            guard let line = comparison(of: place, in: layout, overflowButtonSeen: observed.hasOverflowButton) else {
                continue
            }
            agreement.add(line)
            places.append(line)
        }
        return ObservationComparison(
            scenario: scenario.name, windowWidth: scenario.width, windowHeight: scenario.height, places: places,
            contradicted: [], unmatched: observed.unmatched, agreement: agreement)
    }

    /// `compare(layout:observed:scenario:).agreement` without the places (what calibration's cost
    /// reads, for every candidate metric).
    static func agreement(layout: Layout, observed: ObservedLayout) -> Agreement {
        var agreement = Agreement()
        for place in observed.places {
            if let line = comparison(of: place, in: layout, overflowButtonSeen: observed.hasOverflowButton) {
                agreement.add(line)
            }
        }
        return agreement
    }

    /// One observed place against the layout's prediction (`layout.region(of:)`), with both frames
    /// when the command is in the same bar in both; `nil` when the layout does not have the command.
    static func comparison(of place: ObservedPlace, in layout: Layout, overflowButtonSeen: Bool) -> PlaceComparison? {
        // The first item for the key gives both its region and its frame.
        var item: PlacedItem?
        for candidate in layout.items where candidate.key == place.key {
            item = candidate
            break
        }
        guard let predicted = item?.region ?? layout.region(of: place.key) else { return nil }
        var line = PlaceComparison(
            key: place.key, predicted: predicted, observed: place.region,
            agrees: Region.agrees(predicted: predicted, observed: place.region, overflowButtonSeen: overflowButtonSeen),
            matchedBy: place.matchedBy)
        if let item, item.bar == place.bar {
            line.predictedOffset = item.x ?? item.y
            line.predictedLength = item.width ?? item.height
            line.observedOffset = place.x ?? place.y
            line.observedLength = place.width ?? place.height
        }
        return line
    }

    /// The sweep's breakpoints each disagreeing place was seen on the wrong side of.
    static func contradictions(_ places: [PlaceComparison], sweep: Sweep, width: Double) -> [ContradictedBreakpoint] {
        var found: [ContradictedBreakpoint] = []
        for place in places where place.agrees == false {
            guard let observed = place.observed else { continue }
            let points = sweep.breakpoints.filter { $0.key == place.key }
            if observed.isVisible, place.predicted == .overflowMenu,
                let above = points.filter({ $0.width > width }).min(by: { $0.width < $1.width })
            {
                found.append(
                    ContradictedBreakpoint(
                        key: place.key, breakpoint: above.width, observedAt: width,
                        observed: observed))
            } else if observed == .overflowMenu, place.predicted.isVisible,
                let below = points.filter({ $0.width <= width }).max(by: { $0.width < $1.width })
            {
                found.append(
                    ContradictedBreakpoint(
                        key: place.key, breakpoint: below.width, observedAt: width,
                        observed: observed))
            }
        }
        return found
    }
}
