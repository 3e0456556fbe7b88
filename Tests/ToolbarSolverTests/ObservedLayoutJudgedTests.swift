import Foundation
import Testing
import ToolbarModel
import ToolbarSolver

/// The layout a device showed, as the audit judges it: the prediction with each command whose
/// place the observation knows moved to where it was seen.
@Suite struct ObservedLayoutJudgedTests {
    static let screen = ObservationScreens.mixed
    static let scenario = Scenario(name: "iphone-17-portrait", summary: "iPhone 17", width: 402, height: 874)

    @Test func anObservationThatAgreesKeepsEveryPlaceAndSaysWhereItWasSeen() {
        let metrics = ToolbarSolver.metrics(for: Self.screen)
        let predicted = ToolbarSolver.solve(Self.screen, in: Self.scenario, metrics: metrics)
        let observation = ObservationSynthesizer.observation(of: Self.screen, in: Self.scenario, metrics: metrics)
        let judged = ToolbarSolver.observedLayout(
            Self.screen, predicted: predicted, observed: ObservedLayout.read(observation, against: Self.screen),
            observedOn: "Synthetic device (observation 1)")
        #expect(judged.observedOn == "Synthetic device (observation 1)")
        for command in Self.screen.commands {
            #expect(judged.region(of: command.key) == predicted.region(of: command.key), "\(command.key)")
        }
        #expect(judged.compactJSON.contains("\"observedOn\":\"Synthetic device (observation 1)\""))
    }

    @Test func aCommandSeenElsewhereIsJudgedWhereItWasSeen() throws {
        let metrics = ToolbarSolver.metrics(for: Self.screen)
        let predicted = ToolbarSolver.solve(Self.screen, in: Self.scenario, metrics: metrics)
        var observation = ObservationSynthesizer.observation(of: Self.screen, in: Self.scenario, metrics: metrics)
        // The first bar item was in the overflow menu on the device; the last menu row was nowhere.
        let moved = try #require(observation.items.first { $0.identifier?.hasPrefix("toolbar.") == true })
        observation.items.removeAll { $0 == moved }
        var entries = observation.overflow?.entries ?? []
        let gone = entries.popLast()
        entries.append(ObservedMenuEntry(identifier: moved.identifier, label: moved.label))
        observation.overflow = ObservedOverflow(
            button: observation.overflow?.button ?? ObservedItem(label: "More", frame: moved.frame), opened: true,
            entries: entries)
        let key = String(try #require(moved.identifier).dropFirst("toolbar.".count))
        let judged = ToolbarSolver.observedLayout(
            Self.screen, predicted: predicted, observed: ObservedLayout.read(observation, against: Self.screen),
            observedOn: "Synthetic device (observation 2)")
        #expect(predicted.region(of: key)?.isVisible == true)
        #expect(judged.region(of: key) == .overflowMenu)
        #expect(judged.overflowEntry(for: key)?.reason == .lackOfRoom)
        #expect(!judged.items.contains { $0.key == key })
        if let gone, let goneKey = gone.identifier.map({ String($0.dropFirst("toolbar.".count)) }) {
            #expect(judged.region(of: goneKey) == .hidden)
            #expect(judged.missing.first { $0.key == goneKey }?.reason == .notSeen)
        }
        // Orders are the positions seen, per bar.
        for bar in Set(judged.items.map(\.bar)) {
            #expect(
                judged.items.filter { $0.bar == bar }.map(\.order) == Array(0..<judged.items.count { $0.bar == bar }))
        }
    }
}
