import Foundation
import Testing
import ToolbarModel

@testable import ToolbarSolver

/// Screens with every kind of content observations tell apart: symbol items (item padding), text
/// items (glyph width), groups beside single items (capsule padding and gaps), a title.
enum ObservationScreens {
    static let app = App(name: "Calibration", linkedSDK: OSVersion(27, 1))

    static let mixed: ScreenInventory = {
        let commands = [
            Command(key: "back-list", title: "Lists", content: .text, placement: .topBarLeading, order: 1),
            Command(
                key: "undo", title: "Undo", symbol: "arrow.uturn.backward", content: .symbol,
                placement: .topBarLeading, group: "history", order: 2),
            Command(
                key: "redo", title: "Redo", symbol: "arrow.uturn.forward", content: .symbol,
                placement: .topBarLeading, group: "history", order: 3),
            Command(key: "select", title: "Select", content: .text, placement: .topBarTrailing, order: 4),
            Command(
                key: "filter", title: "Filter", symbol: "line.3.horizontal.decrease", content: .symbol,
                placement: .topBarTrailing, group: "tools", order: 5),
            Command(
                key: "sort", title: "Sort", symbol: "arrow.up.arrow.down", content: .symbol,
                placement: .topBarTrailing, group: "tools", order: 6),
            Command(
                key: "mark-all-read", title: "Mark All Read", content: .text, placement: .topBarTrailing,
                order: 7, priority: .low),
            Command(
                key: "share", title: "Share", symbol: "square.and.arrow.up", content: .symbol,
                placement: .topBarPinnedTrailing, order: 8)
        ]
        return ScreenInventory(
            app: app, screen: Screen(name: "Mixed", title: "Reading List"),
            groups: [
                ToolbarGroup(name: "history", placement: .topBarLeading),
                ToolbarGroup(name: "tools", placement: .topBarTrailing)
            ],
            commands: commands)
    }()

    static let bottom: ScreenInventory = {
        let commands = [
            Command(
                key: "compose", title: "Compose", symbol: "square.and.pencil", content: .symbol,
                placement: .topBarTrailing, order: 1),
            Command(
                key: "archive", title: "Archive", symbol: "archivebox", content: .symbol, placement: .bottomBar,
                group: "mail", order: 2),
            Command(
                key: "flag", title: "Flag", symbol: "flag", content: .symbol, placement: .bottomBar,
                group: "mail", order: 3),
            Command(key: "move", title: "Move to Folder", content: .text, placement: .bottomBar, order: 4),
            Command(
                key: "reply", title: "Reply", symbol: "arrowshape.turn.up.left", content: .symbol,
                placement: .bottomBar, order: 5)
        ]
        return ScreenInventory(
            app: app, screen: Screen(name: "Message", title: "Message"),
            groups: [ToolbarGroup(name: "mail", placement: .bottomBar)], commands: commands)
    }()

    static let widths: [Double] = [320, 360, 375, 390, 402, 414, 430, 440, 500, 560]

    /// The observations iOS would give if its metrics were `truth`, frames shaken by `sigma` points.
    static func observations(truth: BarMetrics, sigma: Double, seed: UInt64 = 7) -> [(
        ScreenInventory, Scenario, Observation
    )] {
        var random = SplitMix64(seed: seed)
        var result: [(ScreenInventory, Scenario, Observation)] = []
        for inventory in [mixed, bottom, PhotoEditor.crowded] {
            for width in widths {
                let scenario = Scenario(name: "iphone-\(Int(width))", width: width, height: 874)
                let observation = ObservationSynthesizer.observation(
                    of: inventory, in: scenario, metrics: truth, noise: { random.gaussian(sigma) })
                result.append((inventory, scenario, observation))
            }
        }
        return result
    }
}

@Suite struct ObservedLayoutTests {
    @Test func aNoiseFreeObservationOfThePredictionAgreesEverywhere() {
        for inventory in [
            ObservationScreens.mixed, ObservationScreens.bottom, PhotoEditor.crowded,
            PhotoEditor.refactored()
        ] {
            for scenario in [Scenarios.iPhoneSE, Scenarios.iPhone17, Scenarios.iPhone17Landscape, Scenarios.iPad] {
                let metrics = ToolbarSolver.metrics(for: inventory)
                let observation = ObservationSynthesizer.observation(of: inventory, in: scenario, metrics: metrics)
                let observed = ObservedLayout.read(observation, against: inventory)
                let comparison = ToolbarSolver.compare(inventory, observed: observed, scenario: scenario)
                let disagreeing = comparison.places.filter { $0.agrees == false }
                    .map { "\($0.key): \($0.predicted) vs \($0.observed.map(\.rawValue) ?? "?")" }
                #expect(disagreeing == [], "\(inventory.screen.name) in \(scenario.name)")
                #expect(comparison.agreement.compared == inventory.commands.filter(\.content.isCommand).count)
                #expect((comparison.agreement.frameError ?? 0) < 1e-9)
                #expect(comparison.unmatched == [])
                #expect(comparison.contradicted == [])
            }
        }
    }

    @Test func labelsMatchWhenThereAreNoIdentifiers() {
        let inventory = ObservationScreens.mixed
        let observation = ObservationSynthesizer.observation(
            of: inventory, in: Scenarios.iPhone17, metrics: ToolbarSolver.metrics(for: inventory), identifiers: false)
        let observed = ObservedLayout.read(observation, against: inventory)
        #expect(observed.places.allSatisfy { $0.region == .hidden || $0.matchedBy == .label })
        #expect(observed.places.filter { $0.matchedBy == .label }.count == observed.places.count)
    }

    @Test func identifiersWinOverLabelsAndUnknownElementsAreReported() {
        let inventory = ObservationScreens.mixed
        var observation = ObservationSynthesizer.observation(
            of: inventory, in: Scenarios.iPad, metrics: ToolbarSolver.metrics(for: inventory))
        // An element labelled like "Share" but identified as sort: the identifier decides.
        let sortIndex = observation.items.firstIndex { $0.identifier == "toolbar.sort" }!
        observation.items[sortIndex].label = "Share"
        observation.items.append(
            ObservedItem(
                identifier: "toolbar.unknown", label: "Settings",
                frame: observation.items[0].frame))
        let observed = ObservedLayout.read(observation, against: inventory)
        #expect(observed.place(of: "sort")?.matchedBy == .identifier)
        #expect(observed.place(of: "share")?.matchedBy == .identifier)
        #expect(observed.unmatched.map(\.label) == ["Settings"])
    }

    @Test func anUnreadMenuLeavesPlacesOutsideBarsUnknown() {
        let inventory = PhotoEditor.crowded
        var observation = ObservationSynthesizer.observation(
            of: inventory, in: Scenarios.iPhoneSE, metrics: ToolbarSolver.metrics(for: inventory))
        observation.overflow?.opened = false
        observation.overflow?.entries = []
        let observed = ObservedLayout.read(observation, against: inventory)
        #expect(!observed.menuKnown)
        #expect(observed.places.allSatisfy { $0.region.isVisible })
        #expect(observed.places.count < inventory.commands.count)
    }

    @Test func aContradictedBreakpointSaysWhichSideTheCommandWasSeenOn() {
        let inventory = PhotoEditor.crowded
        // iOS with less padding than predicted: more commands fit.
        var truth = ToolbarSolver.metrics(for: inventory)
        truth.itemPadding = 2
        let scenario = Scenarios.iPhone17
        let observation = ObservationSynthesizer.observation(of: inventory, in: scenario, metrics: truth)
        let comparison = ToolbarSolver.compare(
            inventory, observed: ObservedLayout.read(observation, against: inventory), scenario: scenario)
        #expect(comparison.agreement.agreed < comparison.agreement.compared)
        #expect(!comparison.contradicted.isEmpty)
        for point in comparison.contradicted {
            #expect(point.breakpoint > 402)
            #expect(point.sentence.contains("seen in trailing at 402 pt"))
        }
    }

    @Test func thePresetAnObservationStandsForIsFoundBySize() {
        let observation = ObservationSynthesizer.observation(
            of: PhotoEditor.crowded, in: Scenarios.iPhone17Landscape,
            metrics: ToolbarSolver.metrics(for: PhotoEditor.crowded))
        var unnamed = observation
        unnamed.scenario = nil
        let presets = [Scenarios.iPhone17, Scenarios.iPhone17Landscape, Scenarios.iPhoneSE]
        #expect(unnamed.matchingPreset(in: presets)?.name == "iphone-17-landscape")
        unnamed.window.width = 880
        #expect(unnamed.matchingPreset(in: presets) == nil)
        #expect(unnamed.scenario(presets: presets).name == "observed-880x402")
        #expect(unnamed.scenario(presets: presets).verticalSizeClass == .compact)
    }
}
