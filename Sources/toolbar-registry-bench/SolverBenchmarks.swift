import Foundation
import ToolbarModel
import ToolbarRegistry
import ToolbarSolver

/// Solver speed against issue 3's targets: one solve of a 20-command screen < 5 µs (median), one
/// sweep < 50 µs, every scenario preset for 10,000 screens < 2 s.
enum SolverBenchmarks {
    /// Runs the solver suite and prints one line per measurement.
    static func run() throws {
        let screen = Self.screen(variant: 0)
        let scenario = Self.presets[1]
        var sink = 0

        let batch = 100
        let solves = Harness.sample(iterations: 2000) {
            for _ in 0..<batch { sink &+= ToolbarSolver.solve(screen, in: scenario).items.count }
        }.map { $0 / Double(batch) }
        Harness.report("solve, 20 commands", samples: solves, target: 5e-6)

        var foldable = Self.presets[Self.presets.count - 2]
        foldable.keyboardUp = true
        let columnSolves = Harness.sample(iterations: 2000) {
            for _ in 0..<batch { sink &+= ToolbarSolver.solve(screen, in: foldable).items.count }
        }.map { $0 / Double(batch) }
        Harness.report("solve, 20 commands, vertical column", samples: columnSolves, target: 5e-6)

        let sweepBatch = 10
        let sweeps = Harness.sample(iterations: 1000) {
            for _ in 0..<sweepBatch {
                sink &+= ToolbarSolver.sweep(screen, base: scenario, widths: 320...1400).breakpoints.count
            }
        }.map { $0 / Double(sweepBatch) }
        Harness.report("sweep 320–1400 pt, 20 commands", samples: sweeps, target: 50e-6)

        // Every preset the registry ships (Seeds/scenarios.json, built into the binary).
        let shipped = try SeedCatalog.documents().flatMap(\.document.scenarios)
        let screens = (0..<10_000).map { Self.screen(variant: UInt64($0)) }
        let seconds = Harness.time {
            for screen in screens {
                for preset in shipped { sink &+= ToolbarSolver.solve(screen, in: preset).overflow.count }
            }
        }
        Harness.report("10,000 screens × \(shipped.count) shipped presets", seconds: seconds, target: 2)
        print("(checksum \(sink), peak memory \(String(format: "%.1f", Harness.peakMemoryMiB())) MiB)")
    }

    // MARK: - Inputs

    /// Scenarios shaped like the shipped presets (toolbar-facts §1b, §3a, §3b).
    static let presets: [Scenario] = [
        Scenario(name: "iphone-se-portrait", width: 320, height: 568),
        Scenario(name: "iphone-17-portrait", width: 402, height: 874),
        Scenario(name: "iphone-17-landscape", width: 874, height: 402, verticalSizeClass: .compact),
        Scenario(name: "iphone-17-pro-max-portrait", width: 440, height: 956),
        Scenario(
            name: "iphone-17-pro-max-landscape", width: 956, height: 440, horizontalSizeClass: .regular,
            verticalSizeClass: .compact),
        Scenario(name: "iphone-17-large-text", width: 402, height: 874, dynamicType: .accessibility3),
        Scenario(name: "iphone-17-pseudo", width: 402, height: 874, locale: "en-XA", textExpansion: 1.4),
        Scenario(name: "iphone-17-search", width: 402, height: 874, searchActive: true),
        Scenario(
            name: "ipad-pro-13-portrait", target: .iPad, width: 1032, height: 1376,
            horizontalSizeClass: .regular),
        Scenario(name: "ipad-split-third", target: .iPad, width: 375, height: 1024),
        Scenario(
            name: "iphone-on-ipad", target: .iPhoneOnIPad, width: 900, height: 1000,
            horizontalSizeClass: .regular),
        Scenario(name: "iphone-mirroring", target: .iPhoneMirroring, width: 402, height: 700),
        Scenario(
            name: "foldable-outer-portrait", target: .foldable, width: 466, height: 678,
            verticalBarEdge: .trailing),
        Scenario(
            name: "foldable-outer-landscape", target: .foldable, width: 678, height: 466,
            verticalSizeClass: .compact, verticalBarEdge: .trailing),
        Scenario(
            name: "foldable-inner-landscape", target: .foldable, width: 951, height: 669,
            horizontalSizeClass: .regular, verticalBarEdge: .trailing),
        Scenario(
            name: "foldable-inner-portrait", target: .foldable, width: 669, height: 951,
            horizontalSizeClass: .regular)
    ]

    /// A 20-command screen; `variant` shuffles priorities, groups and titles deterministically.
    static func screen(variant: UInt64) -> ScreenInventory {
        var state = variant &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let placements: [Placement] = [
            .topBarLeading, .topBarTrailing, .primaryAction, .bottomBar, .overflowMenu,
            .secondaryAction, .topBarTrailing, .automatic
        ]
        let priorities: [VisibilityPriority?] = [nil, nil, .low, .high, .lowerThan(.high)]
        var commands: [Command] = []
        for order in 1...20 {
            let content: ContentKind = order % 7 == 0 ? .text : (order % 9 == 0 ? .custom : .symbolAndText)
            let placement: Placement = order == 20 ? .topBarPinnedTrailing : placements[next(placements.count)]
            commands.append(
                Command(
                    key: "command-\(order)", title: "Command \(order)", symbol: "circle", content: content,
                    customView: content == .custom ? CustomViewInfo(width: 80) : nil, placement: placement,
                    group: next(3) == 0 ? nil : "group-\(next(4))", order: order,
                    priority: priorities[next(priorities.count)]))
        }
        let groups = (0..<4).map { ToolbarGroup(name: "group-\($0)", placement: .topBarTrailing) }
        return ScreenInventory(
            app: App(name: "Bench", linkedSDK: OSVersion(27, 1)),
            screen: Screen(
                name: "Screen \(variant)", title: "Screen \(variant)", search: .toolbar,
                navigationKind: .pushed),
            groups: groups, commands: commands)
    }
}
