import ToolbarModel
import ToolbarSolver

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a lack-of-room finding adds to its message, from the solver: why the command left (the
/// points it needs at one width) and what would bring it back, each change proved by solving
/// again; and whether the finding holds across every estimate the solver makes or depends on
/// some of them. Worked out only for findings, and each sweep's breakpoint ranges once.
struct LackOfRoomNotes {
    let context: CheckContext
    /// Breakpoint ranges by scenario name, computed on first use.
    private var ranges: [String: [BreakpointRange]] = [:]
    /// The keys of the important commands, found on first use (once per screen, ``LackOfRoomMemo``).
    private var importantKeys: Set<String>?

    init(_ context: CheckContext) {
        self.context = context
    }

    /// The screen's command names, made once per screen and only when a note is written: the
    /// items that report lack of room each make notes, and most notes are remembered ones.
    private var names: CommandNames { Self.names(in: context) }

    private static func names(in context: CheckContext) -> CommandNames {
        context.lackOfRoom.names { CommandNames(context.inventory) }
    }

    /// " Redo needs 9 pt more in a 375 pt wide window (back from 384 pt): remove the iOS 27 padding
    /// (…), or … This holds across every estimate." for `key` leaving its bar for lack of room at
    /// `widths` in `input` (a swept range, or the scenario's own width). Empty when the solver does
    /// not see it that way (a hand-written layout).
    /// Several items report the same command leaving the same bar in the same scenario, and one
    /// scenario's findings share its explanation: both are worked out once per screen
    /// (``LackOfRoomMemo``), as the note depends on nothing else.
    /// Screens with the same records share their notes across an audit run when the caller gives
    /// a ``LackOfRoomNoteCache`` (``Checklist/Input/lackOfRoomNotes``).
    mutating func note(for key: String, in input: ScenarioInput, widths: WidthRange) -> String {
        let memoKey = LackOfRoomMemo.NoteKey(
            key: key, scenario: input.scenario.name, lower: widths.lower, upper: widths.upper)
        if let known = context.lackOfRoom.note(memoKey) { return known }
        let shared = context.sharedNotes.map { scope in
            HashedOnce(
                LackOfRoomNoteCache.Key(records: scope.records, note: memoKey, swept: Self.isSwept(widths, in: input)))
        }
        if let shared, let known = context.sharedNotes?.cache.note(shared) {
            context.lackOfRoom.remember(known, for: memoKey)
            return known
        }
        let text = workOutNote(for: key, in: input, widths: widths)
        context.lackOfRoom.remember(text, for: memoKey)
        if let shared { context.sharedNotes?.cache.remember(text, for: shared) }
        return text
    }

    /// Whether the note explains a swept range (the sweep's breakpoints) rather than one width.
    private static func isSwept(_ widths: WidthRange, in input: ScenarioInput) -> Bool {
        // Whether the box holds a sweep, without copying it (`input.sweep` and `box.sweep` did).
        widths.lower != widths.upper && input.box.hasSweep
    }

    private mutating func workOutNote(for key: String, in input: ScenarioInput, widths: WidthRange) -> String {
        let important: Set<String>
        if let known = importantKeys {
            important = known
        } else {
            important = context.lackOfRoom.importantKeys {
                Set(context.commands.filter(context.isImportant).map(\.key))
            }
            importantKeys = important
        }
        // The scenario read in place in its box, copied only when swept (to move its width).
        guard Self.isSwept(widths, in: input) else {
            return explained(key, in: input.box.scenario, important: important, swept: false) ?? ""
        }
        var scenario = input.box.scenario
        scenario.width = Self.widthToExplain(widths, in: input.box.scenario)
        guard let text = explained(key, in: scenario, important: important, swept: true) else { return "" }
        return text + sweptCertainty(of: key, in: input, widths: widths)
    }

    /// The note's sentence on why `key` left its bar in `scenario` and what brings it back, with
    /// the certainty across the estimates unless `swept` (then the caller adds the sweep's); `nil`
    /// when the solver does not see it leave for lack of room. Not mutating, and reading `self`,
    /// `scenario` and the memo's explainer in place: a local copy of the context and of the
    /// scenario, and each explainer copied out of the memo, retained and released every field.
    private func explained(_ key: String, in scenario: Scenario, important: Set<String>, swept: Bool) -> String? {
        let ends = estimateEnds(of: scenario)
        func explainer() -> LackOfRoomMemo.Explainer {
            context.lackOfRoom.explainer(of: scenario) {
                LayoutExplainer(context.inventory, in: scenario, pins: context.pins, ends: ends)
            }
        }
        /// " Redo needs 9 pt more in a 375 pt wide window (back from 384 pt): …", or `nil`.
        func whyItLeft() -> String? {
            guard var shortfall = explainer().explainer.shortfall(of: key) else { return nil }
            // Trading one important command for another brings nothing back.
            shortfall.remedies.removeAll { remedy in remedy.displaces.contains(where: important.contains) }
            // Before the iOS 27 SDK there is no visibilityPriority(_:) to change.
            if context.hierarchyAPIsUnavailable != nil {
                shortfall.remedies.removeAll { $0.kind == .raisePriority || $0.kind == .lowerPriority }
            }
            return " " + shortfall.sentence(Self.names(in: context)) + "."
        }
        let why = LackOfRoomMemo.ShortfallKey(key: key, ends: ends, in: scenario)
        guard var text = context.lackOfRoom.shortfallSentence(why, whyItLeft) else { return nil }
        guard !swept else { return text }
        // The layouts across the estimates are solved once per scenario, whichever command is asked about.
        let certainty = context.lackOfRoom.estimateSolutions(of: scenario) {
            explainer().explainer.estimateSolutions(ends: ends)
        }
        .lackOfRoomCertainty(of: key)
        guard certainty.atPoint else { return text }
        text +=
            certainty.holdsAcrossEstimates
            ? " This holds across every estimate the prediction rests on."
            : " This depends on the estimates (\(dependencies(certainty.dependsOn)))"
                + (certainty.atRoomiest ? "." : "; at their roomiest it stays visible.")
        return text
    }

    /// The screen prepared at the estimates' ends for every scenario of `scenario`'s shape: the
    /// explanations, the certainties and the breakpoint ranges of one screen read the same
    /// preparations in scenarios that differ only in size (a swept portrait range explained at
    /// the iPhone SE's width, and that iPhone's own findings).
    private func estimateEnds(of scenario: Scenario) -> EstimateEnds {
        context.lackOfRoom.estimateEnds(of: scenario) {
            if let solved = context.solvedShapes {
                return EstimateEnds(context.inventory, in: scenario, solved: solved)
            }
            return EstimateEnds(context.inventory, in: scenario, pins: context.pins)
        }
    }

    /// The width a swept finding is explained at: the widest iPhone inside the range, else the
    /// scenario's own width when inside it, else just below the breakpoint.
    static func widthToExplain(_ widths: WidthRange, in scenario: Scenario) -> Double {
        let phones = scenario.target == .iPhone ? WidthsPeopleUse.phones(in: widths) : []
        if let widest = phones.last { return widest.width }
        if scenario.width >= widths.lower, scenario.width < widths.upper { return scenario.width }
        return max(widths.lower, (widths.upper - 1).rounded(.down))
    }

    /// Whether a swept finding still reaches a width people use at both ends of the estimates.
    private mutating func sweptCertainty(of key: String, in input: ScenarioInput, widths: WidthRange) -> String {
        guard let sweep = input.sweep else { return "" }
        let name = input.scenario.name
        if ranges[name] == nil {
            ranges[name] = ToolbarSolver.breakpointRanges(
                context.inventory, base: input.scenario, widths: sweep.from...sweep.to, pins: context.pins,
                ends: estimateEnds(of: input.scenario))
        }
        guard
            let range = ranges[name]?.first(where: {
                $0.key == key && $0.below == .overflowMenu && abs($0.width - widths.upper) < 0.5
            })
        else { return "" }
        if range.isExact { return " This holds across every estimate the prediction rests on." }
        let moves =
            " The breakpoint moves within \(range.widths) across the estimates (\(dependencies(range.dependsOn)))"
        let roomiest = WidthRange(widths.lower, max(widths.lower, range.lowest))
        let holds = range.lowest > widths.lower && WidthsPeopleUse.reaches(roomiest, in: input.scenario)
        return moves
            + (holds
                ? "; the finding holds across them."
                : "; at the roomiest estimates \(names(key)) stays in the bar at every width people use.")
    }

    /// "depends on: Edited's width (estimated), the iOS 27 item padding (observed in LoopKit/Loop#2524;
    /// its size estimated)".
    private func dependencies(_ dependencies: [EstimateDependency]) -> String {
        guard !dependencies.isEmpty else { return "depends on the estimates together" }
        let names = names
        return "depends on: "
            + dependencies.map { dependency -> String in
                switch dependency.estimate {
                case .customViewWidth:
                    return "\(dependency.key.map(names.callAsFunction) ?? "a custom view")'s width (estimated)"
                case .itemPadding:
                    return "the iOS 27 item padding (observed in LoopKit/Loop#2524; its size estimated)"
                default:
                    return "the \(dependency.estimate.phrase) (estimated)"
                }
            }.joined(separator: ", ")
    }
}

/// Lack-of-room notes, layout explanations, the layouts across the estimates and the preparations
/// at the estimates' ends worked out while one screen is judged, shared by the items that write
/// them. Behind a lock, as a ``CheckContext`` is a value that may be shared.
final class LackOfRoomMemo: Sendable {
    struct NoteKey: Hashable {
        var key: String
        var scenario: String
        var lower: Double
        var upper: Double
    }

    /// A command's shortfall in one window of one shape of scenario (``EstimateEnds``, which
    /// stand for the shape): the scenarios of a shape explain it the same way at the same width.
    /// The height counts only where a vertical column may take it: without a bar edge no
    /// preparation has a column, and a horizontal bar's fit, threshold and remedies read only
    /// the width (a swept portrait range explained at 320 pt and the iPhone SE share theirs).
    struct ShortfallKey: Hashable {
        var key: String
        var ends: ObjectIdentifier
        var width: Double
        var height: Double

        init(key: String, ends: EstimateEnds, in scenario: Scenario) {
            self.key = key
            self.ends = ObjectIdentifier(ends)
            self.width = scenario.width
            self.height = scenario.verticalBarEdge == .none ? 0 : scenario.height
        }
    }

    /// A scenario of the screen, by name and size.
    private struct ScenarioKey: Hashable {
        var scenario: String
        var width: Double
        var height: Double

        init(_ scenario: Scenario) {
            self.scenario = scenario.name
            self.width = scenario.width
            self.height = scenario.height
        }
    }

    private let notes = Locked<[NoteKey: String]>([:])
    private let explainers = Locked<[ScenarioKey: Explainer]>([:])
    private let solutions = Locked<[ScenarioKey: EstimateSolutions]>([:])
    /// A note's first sentence (why the command left and what brings it back), or `nil` when
    /// the solver does not see it leave for lack of room.
    private let shortfalls = Locked<[ShortfallKey: String?]>([:])
    /// One for each shape of scenario asked about (a handful: found by comparing, not hashing).
    private let ends = Locked<[EstimateEnds]>([])
    /// The screen's command names, once a note is written.
    private let commandNames = Locked<CommandNames?>(nil)
    /// The keys of the screen's important commands, once a note is worked out, shared by the
    /// items that write notes (each found them for itself before).
    private let important = Locked<Set<String>?>(nil)

    func note(_ key: NoteKey) -> String? {
        notes.withLock { $0[key] }
    }

    func remember(_ note: String, for key: NoteKey) {
        notes.withLock { $0[key] = note }
    }

    /// The sentence saying why a command left its bar and what brings it back, written by `write`
    /// once for every scenario that explains it the same way (``ShortfallKey``).
    func shortfallSentence(_ key: ShortfallKey, _ write: () -> String?) -> String? {
        if let known = shortfalls.withLock({ $0[key] }) { return known }
        let sentence = write()
        shortfalls.withLock { $0[key] = .some(sentence) }
        return sentence
    }

    /// A scenario's explainer, kept in a box: handing out the explainer itself copied it (its
    /// records, layout and preparation: dozens of retains and releases); the box is one retain,
    /// and the explainer is read in place.
    final class Explainer: Sendable {
        let explainer: LayoutExplainer

        init(_ explainer: LayoutExplainer) {
            self.explainer = explainer
        }
    }

    /// The scenario's explainer (a scenario of the screen, by name and size), made once: it keeps
    /// the layout and what explains it, and each command's shortfall is worked out on demand.
    func explainer(of scenario: Scenario, _ make: () -> LayoutExplainer) -> Explainer {
        Self.once(scenario, in: explainers) { Explainer(make()) }
    }

    /// The screen's command names, made by `make` the first time (outside the lock).
    func names(_ make: () -> CommandNames) -> CommandNames {
        if let known = commandNames.withLock({ $0 }) { return known }
        let value = make()
        commandNames.withLock { $0 = $0 ?? value }
        return value
    }

    /// The keys of the screen's important commands, made by `make` the first time (outside the lock).
    func importantKeys(_ make: () -> Set<String>) -> Set<String> {
        if let known = important.withLock({ $0 }) { return known }
        let value = make()
        important.withLock { $0 = $0 ?? value }
        return value
    }

    /// The scenario's layouts across the estimates, solved once for every command asked about.
    func estimateSolutions(of scenario: Scenario, _ solve: () -> EstimateSolutions) -> EstimateSolutions {
        Self.once(scenario, in: solutions, solve)
    }

    /// The screen prepared at the estimates' ends for the scenarios of `scenario`'s shape, made
    /// once: each end is prepared on first need, and serves every scenario of the shape. The
    /// first shape's ends are made by `make`; the others share their metrics and facts
    /// (``EstimateEnds/inShape(of:)``), as every shape holds the screen's records and pins.
    func estimateEnds(of scenario: Scenario, _ make: () -> EstimateEnds) -> EstimateEnds {
        let (known, first) = ends.withLock { ends in (ends.first { $0.serves(scenario) }, ends.first) }
        if let known { return known }
        let value = first?.inShape(of: scenario) ?? make()
        ends.withLock { $0.append(value) }
        return value
    }

    /// What `store` keeps for `scenario`, made by `make` the first time (outside the lock).
    private static func once<Value: Sendable>(
        _ scenario: Scenario, in store: Locked<[ScenarioKey: Value]>, _ make: () -> Value
    ) -> Value {
        let key = ScenarioKey(scenario)
        if let known = store.withLock({ $0[key] }) { return known }
        let value = make()
        store.withLock { $0[key] = value }
        return value
    }
}
