import ToolbarModel

// MARK: - Inputs and results

/// One observation ready to fit against: the screen as registered (its app's linked SDK set to
/// the one observed), the scenario it stands for, what was seen, and the metrics the solver uses
/// for it now (with the team's pins).
public struct CalibrationSample: Sendable {
    public var inventory: ScreenInventory
    public var scenario: Scenario
    public var observed: ObservedLayout
    public var metrics: BarMetrics

    public init(inventory: ScreenInventory, scenario: Scenario, observed: ObservedLayout, metrics: BarMetrics) {
        self.inventory = inventory
        self.scenario = scenario
        self.observed = observed
        self.metrics = metrics
    }
}

/// One estimate's value before and after calibration, with its spread.
public struct FittedMetric: Codable, Hashable, Sendable {
    public var estimate: Estimate
    /// The linked SDK it was fitted for (the iOS 27 item padding is fitted per SDK); `nil` for all.
    public var sdk: String?
    /// The value the solver used before.
    public var before: Double
    /// The value that agrees best with the observations (`before` when they say nothing about it).
    public var after: Double
    /// The values within one standard error of the best fit (the whole search range when the
    /// observations say nothing about it).
    public var low: Double
    public var high: Double
    /// Whether the observations say anything about it (some value agrees better than another).
    public var determined: Bool
    /// How many observations it takes part in.
    public var observations: Int

    public init(
        estimate: Estimate, sdk: String?, before: Double, after: Double, low: Double, high: Double,
        determined: Bool, observations: Int
    ) {
        self.estimate = estimate
        self.sdk = sdk
        self.before = before
        self.after = after
        self.low = low
        self.high = high
        self.determined = determined
        self.observations = observations
    }

    /// Half the spread, in points.
    public var spread: Double { (high - low) / 2 }
}

/// A custom view whose recorded width is an estimate, with the width observed.
public struct CustomViewFit: Codable, Hashable, Sendable {
    public var app: String
    public var screen: String
    public var key: String
    /// The recorded (estimated) width.
    public var recorded: Double
    /// The median observed width.
    public var observed: Double
    /// The narrowest and widest observed.
    public var low: Double
    public var high: Double
    public var observations: Int

    public init(
        app: String, screen: String, key: String, recorded: Double, observed: Double, low: Double,
        high: Double, observations: Int
    ) {
        self.app = app
        self.screen = screen
        self.key = key
        self.recorded = recorded
        self.observed = observed
        self.low = low
        self.high = high
        self.observations = observations
    }
}

/// What `calibrate` found.
public struct CalibrationResult: Codable, Hashable, Sendable {
    /// Agreement of every observation with the solver's metrics as they are.
    public var before: Agreement
    /// Agreement with the fitted metrics and observed custom-view widths.
    public var after: Agreement
    /// Every estimate fitted, padding per SDK first.
    public var metrics: [FittedMetric]
    /// Estimated custom-view widths set to what was observed.
    public var customViews: [CustomViewFit]
    /// How many observations were fitted.
    public var observations: Int

    public init(
        before: Agreement, after: Agreement, metrics: [FittedMetric], customViews: [CustomViewFit],
        observations: Int
    ) {
        self.before = before
        self.after = after
        self.metrics = metrics
        self.customViews = customViews
        self.observations = observations
    }
}

// MARK: - Fitting

/// Fits the solver's estimated metrics to observations by minimising disagreement (docs/
/// observations.md, "Calibrate"): every observation is solved again with candidate metrics, and
/// the cost is 1,000 per command in another place than observed plus the squared differences (in
/// points) of the frames of commands shown in the same bar. Estimated custom-view widths are set
/// to the median observed width first; then each metric is searched in turn (a coarse grid over
/// its search range, then a fine one around the best), until no metric moves.
public enum Calibration {
    /// The estimates `calibrate` fits, and the range each is searched in (wider than the documented
    /// ranges: calibration exists to find where the estimates are wrong).
    public static let searchRanges: [(Estimate, ClosedRange<Double>)] = [
        (.itemPadding, 0...20), (.averageGlyphWidth, 4...14), (.capsulePadding, 0...16), (.groupGap, 0...32)
    ]

    /// The cost of one command seen in another place than predicted, in square points.
    public static let placeCost = 1000.0

    /// Fits the metrics to `samples`.
    public static func fit(_ samples: [CalibrationSample]) -> CalibrationResult {
        let customViews = observedCustomViews(samples)
        var fitting = Fitting(samples: samples.map { withObservedWidths($0, customViews) })
        let before = samples.reduce(Agreement()) { $0 + agreement($1, metrics: $1.metrics) }
        fitting.run()
        let after = fitting.agreement()
        return CalibrationResult(
            before: before, after: after, metrics: fitting.results(), customViews: customViews,
            observations: samples.count)
    }

    /// How `sample` agrees with the prediction made with `metrics`.
    static func agreement(_ sample: CalibrationSample, metrics: BarMetrics) -> Agreement {
        let layout = ToolbarSolver.solve(sample.inventory, in: sample.scenario, metrics: metrics)
        return ToolbarSolver.agreement(layout: layout, observed: sample.observed)
    }

    /// Estimated custom views seen in a bar, with their median observed width.
    static func observedCustomViews(_ samples: [CalibrationSample]) -> [CustomViewFit] {
        var widths: [[String]: (recorded: Double, seen: [Double])] = [:]
        for sample in samples {
            for command in sample.inventory.commands where command.customView?.widthSource == .estimated {
                guard let place = sample.observed.place(of: command.key), place.region.isVisible,
                    place.bar != .verticalColumn, let width = place.width, let recorded = command.customView?.width
                else { continue }
                let id = [sample.inventory.app.name, sample.inventory.screen.name, command.key]
                widths[id, default: (recorded, [])].seen.append(width)
            }
        }
        return widths.map { id, value in
            let seen = value.seen.sorted()
            let middle = seen.count / 2
            let median = seen.count % 2 == 1 ? seen[middle] : (seen[middle - 1] + seen[middle]) / 2
            return CustomViewFit(
                app: id[0], screen: id[1], key: id[2], recorded: value.recorded,
                observed: (median * 10).rounded() / 10, low: seen.first ?? median,
                high: seen.last ?? median, observations: seen.count)
        }.sorted { ($0.app, $0.screen, $0.key) < ($1.app, $1.screen, $1.key) }
    }

    /// `sample` with its estimated custom views at their observed widths.
    static func withObservedWidths(_ sample: CalibrationSample, _ fits: [CustomViewFit]) -> CalibrationSample {
        var sample = sample
        var commands = sample.inventory.commands
        for index in commands.indices {
            guard
                let fit = fits.first(where: {
                    $0.app == sample.inventory.app.name && $0.screen == sample.inventory.screen.name
                        && $0.key == commands[index].key
                })
            else { continue }
            commands[index].customView?.width = fit.observed
        }
        sample.inventory.commands = commands
        return sample
    }
}

/// The coordinate search over the fitted parameters.
struct Fitting {
    /// One fitted number: an estimate, for one SDK (padding) or all.
    struct Parameter {
        var estimate: Estimate
        var sdk: OSVersion?
        var range: ClosedRange<Double>
        var before: Double
        var value: Double
        var determined = false
        var low: Double
        var high: Double
        /// The samples it applies to.
        var samples: [Int]
    }

    let samples: [CalibrationSample]
    var parameters: [Parameter] = []
    /// Each sample's agreement with the metrics already solved for, keyed by the fitted values:
    /// the searches come back to the same points (a grid's current value, the simplex's start,
    /// the spread's best), and solving is by far the most of the work.
    private var solved: [[FittedValues: Agreement]]
    /// The parameters that apply to each sample, in order (fixed once the parameters are made).
    private var applying: [[Int]] = []
    /// Each sample's preparation group: samples of one screen in one scenario that differ only in
    /// the window's width (and the scenario's name), which preparing never reads (`sweep` prepares
    /// once for every width too). The fit solves a screen's samples one after another at the same
    /// metrics, so each group keeps its last preparation and lays it out at each sample's width.
    private var group: [Int] = []
    private var prepared: [(metrics: BarMetrics, preparation: Preparation)?] = []
    /// Each group's command facts: the fitted metrics are not the two the facts read, so every
    /// candidate shares them (`SharedFacts` checks that the records and those two still agree).
    private var facts: [SharedFacts] = []

    init(samples: [CalibrationSample]) {
        var representatives: [Int] = []
        for index in samples.indices {
            if let found = representatives.firstIndex(where: { Fitting.samePreparation(samples[$0], samples[index]) }) {
                group.append(found)
            } else {
                group.append(representatives.count)
                representatives.append(index)
            }
        }
        prepared = Array(repeating: nil, count: representatives.count)
        facts = representatives.map { SharedFacts(samples[$0].inventory, metrics: samples[$0].metrics) }
        // A group's samples hold its first sample's (equal) records, so the shared facts know them.
        var holding = samples
        for index in holding.indices { holding[index].inventory = samples[representatives[group[index]]].inventory }
        self.samples = holding
        solved = Array(repeating: [:], count: samples.count)
        for (estimate, range) in Calibration.searchRanges {
            if estimate == .itemPadding {
                // Per linked SDK, only where the SDK pads items.
                let padded = samples.indices.filter { samples[$0].metrics.itemPadding > 0 }
                let sdks = Set(padded.map { samples[$0].inventory.app.linkedSDK }).sorted()
                for sdk in sdks {
                    let members = padded.filter { samples[$0].inventory.app.linkedSDK == sdk }
                    let start = samples[members[0]].metrics.itemPadding
                    parameters.append(
                        Parameter(
                            estimate: estimate, sdk: sdk, range: range, before: start, value: start,
                            low: range.lowerBound, high: range.upperBound, samples: members))
                }
            } else if let first = samples.first {
                let start = first.metrics.value(of: estimate)
                parameters.append(
                    Parameter(
                        estimate: estimate, sdk: nil, range: range, before: start, value: start,
                        low: range.lowerBound, high: range.upperBound,
                        samples: Array(samples.indices)))
            }
        }
        applying = samples.indices.map { index in parameters.indices.filter { parameters[$0].samples.contains(index) } }
    }

    /// Whether `a` and `b` prepare alike: the same screen and metrics, and the same scenario but
    /// for its name and the window's width.
    static func samePreparation(_ a: CalibrationSample, _ b: CalibrationSample) -> Bool {
        var scenario = b.scenario
        scenario.name = a.scenario.name
        scenario.width = a.scenario.width
        return a.metrics == b.metrics && scenario == a.scenario && a.inventory == b.inventory
    }

    /// The metrics of sample `index` with the parameters' current values.
    func metrics(_ index: Int) -> BarMetrics {
        var metrics = samples[index].metrics
        for parameter in applying[index] {
            metrics.set(parameters[parameter].estimate, to: parameters[parameter].value)
        }
        return metrics
    }

    /// How sample `index` agrees with the prediction made with the parameters' current values,
    /// solved once per distinct set of fitted values.
    private mutating func agreement(_ index: Int) -> Agreement {
        let metrics = metrics(index)
        let key = FittedValues(metrics)
        if let known = solved[index][key] { return known }
        let agreement = solve(index, metrics: metrics)
        solved[index][key] = agreement
        return agreement
    }

    /// `Calibration.agreement(samples[index], metrics: metrics)`, with the preparation its group
    /// last made at these metrics when there is one: laying a preparation out at a width is what
    /// solving at that width does.
    private mutating func solve(_ index: Int, metrics: BarMetrics) -> Agreement {
        let sample = samples[index]
        var preparation: Preparation
        if let last = prepared[group[index]], last.metrics == metrics {
            preparation = last.preparation
        } else {
            preparation = Preparation(
                inventory: sample.inventory, scenario: sample.scenario, metrics: metrics, facts: facts[group[index]])
            prepared[group[index]] = (metrics, preparation)
        }
        let layout = ToolbarSolver.assemble(&preparation, width: sample.scenario.width, height: sample.scenario.height)
        return ToolbarSolver.agreement(layout: layout, observed: sample.observed)
    }

    /// The total cost of the parameters' current values over the samples `indices`.
    mutating func cost(_ indices: [Int]) -> Double {
        var total = 0.0
        for index in indices {
            let agreement = agreement(index)
            total += Double(agreement.compared - agreement.agreed) * Calibration.placeCost + agreement.squaredError
        }
        return total
    }

    /// The agreement of the samples `indices` with the parameters' current values.
    mutating func agreement<Indices: Sequence<Int>>(over indices: Indices) -> Agreement {
        var total = Agreement()
        for index in indices { total = total + agreement(index) }
        return total
    }

    mutating func agreement() -> Agreement { agreement(over: samples.indices) }

    /// Searches each parameter in turn until none moves (at most eight rounds), then moves all of
    /// them together (a simplex search: item padding, capsule padding and group gap trade off
    /// against each other, so one at a time stalls), then searches each in turn once more.
    mutating func run() {
        coordinateRounds(8)
        simplex()
        coordinateRounds(2)
        for index in parameters.indices { spread(index) }
    }

    private mutating func coordinateRounds(_ count: Int) {
        for _ in 0..<count {
            var moved = false
            for index in parameters.indices {
                let old = parameters[index].value
                search(index)
                if abs(parameters[index].value - old) > 0.001 { moved = true }
            }
            if !moved { break }
        }
    }

    /// The total cost over every sample with the parameters at `values` (clamped to their ranges).
    private mutating func totalCost(_ values: [Double]) -> Double {
        let saved = parameters.map(\.value)
        for index in parameters.indices {
            parameters[index].value = min(
                max(values[index], parameters[index].range.lowerBound),
                parameters[index].range.upperBound)
        }
        defer { for index in parameters.indices { parameters[index].value = saved[index] } }
        return cost(Array(samples.indices))
    }

    /// Nelder–Mead over all parameters from their current values (steps of 0.5 pt), kept only
    /// when it lowers the cost.
    private mutating func simplex() {
        let count = parameters.count
        guard count > 1 else { return }
        let start = parameters.map(\.value)
        var points = [start]
        for index in 0..<count {
            var point = start
            point[index] += 0.5
            points.append(point)
        }
        var costs = points.map { totalCost($0) }
        for _ in 0..<200 {
            let order = costs.indices.sorted { costs[$0] < costs[$1] }
            points = order.map { points[$0] }
            costs = order.map { costs[$0] }
            if costs[count] - costs[0] < 1e-6 { break }
            let centre = (0..<count).map { axis in points.dropLast().map { $0[axis] }.reduce(0, +) / Double(count) }
            func along(_ factor: Double) -> [Double] {
                (0..<count).map { centre[$0] + factor * (points[count][$0] - centre[$0]) }
            }
            let reflected = along(-1)
            let reflectedCost = totalCost(reflected)
            if reflectedCost < costs[0] {
                let expanded = along(-2)
                let expandedCost = totalCost(expanded)
                (points[count], costs[count]) =
                    expandedCost < reflectedCost
                    ? (expanded, expandedCost) : (reflected, reflectedCost)
            } else if reflectedCost < costs[count - 1] {
                (points[count], costs[count]) = (reflected, reflectedCost)
            } else {
                let contracted = along(0.5)
                let contractedCost = totalCost(contracted)
                if contractedCost < costs[count] {
                    (points[count], costs[count]) = (contracted, contractedCost)
                } else {
                    for index in 1...count {
                        points[index] = (0..<count).map { points[0][$0] + 0.5 * (points[index][$0] - points[0][$0]) }
                        costs[index] = totalCost(points[index])
                    }
                }
            }
        }
        guard let best = costs.indices.min(by: { costs[$0] < costs[$1] }),
            costs[best] < totalCost(start) - 1e-9
        else { return }
        for index in parameters.indices {
            let value = min(
                max(points[best][index], parameters[index].range.lowerBound), parameters[index].range.upperBound)
            parameters[index].value = (value * 1000).rounded() / 1000
        }
    }

    /// The cost over the parameter's samples with the parameter at `value`.
    private mutating func cost(of index: Int, at value: Double) -> Double {
        let saved = parameters[index].value
        parameters[index].value = value
        defer { parameters[index].value = saved }
        return cost(parameters[index].samples)
    }

    /// A coarse grid over the range, then a fine one around the best; ties go to the value
    /// closest to the current one, so a metric the samples say nothing about stays where it is.
    private mutating func search(_ index: Int) {
        let range = parameters[index].range
        let current = parameters[index].value
        let coarse = (range.upperBound - range.lowerBound) / 40
        var best = (value: current, cost: cost(of: index, at: current))
        var costs: [Double] = []
        func consider(_ value: Double, _ cost: Double) {
            if cost < best.cost - 1e-9
                || (abs(cost - best.cost) <= 1e-9 && abs(value - current) < abs(best.value - current))
            {
                best = (value, cost)
            }
        }
        for step in 0...40 {
            let value = range.lowerBound + Double(step) * coarse
            let cost = cost(of: index, at: value)
            costs.append(cost)
            consider(value, cost)
        }
        if let high = costs.max(), let low = costs.min(), high - low > 1e-9 { parameters[index].determined = true }
        let centre = best.value
        for step in -40...40 {
            let value = centre + Double(step) * coarse / 20
            guard range.contains(value) else { continue }
            consider(value, cost(of: index, at: value))
        }
        parameters[index].value = (best.value * 1000).rounded() / 1000
    }

    /// The values around the best whose cost stays within one standard error: the squared frame
    /// error's minimum grows by the estimated variance of one frame difference.
    private mutating func spread(_ index: Int) {
        let parameter = parameters[index]
        guard parameter.determined else { return }
        let best = cost(parameter.samples)
        let agreement = agreement(over: parameter.samples)
        let freedom = max(1, 2 * agreement.frames - parameters.count)
        let variance = agreement.frames > 0 ? max(agreement.squaredError / Double(freedom), 0.01) : 0.5
        let step = (parameter.range.upperBound - parameter.range.lowerBound) / 800
        var low = parameter.value
        while low - step >= parameter.range.lowerBound, cost(of: index, at: low - step) <= best + variance {
            low -= step
        }
        var high = parameter.value
        while high + step <= parameter.range.upperBound, cost(of: index, at: high + step) <= best + variance {
            high += step
        }
        parameters[index].low = low
        parameters[index].high = high
    }

    func results() -> [FittedMetric] {
        parameters.map { parameter in
            FittedMetric(
                estimate: parameter.estimate, sdk: parameter.sdk?.description, before: parameter.before,
                after: parameter.determined ? parameter.value : parameter.before,
                low: parameter.determined ? parameter.low : parameter.range.lowerBound,
                high: parameter.determined ? parameter.high : parameter.range.upperBound,
                determined: parameter.determined, observations: parameter.samples.count)
        }
    }
}
