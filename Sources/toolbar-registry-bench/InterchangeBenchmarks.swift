import Foundation
import ToolbarModel

/// Times the JSON interchange format on a synthetic registry: 10,000 screens × 20 commands
/// (200,000 commands) in one document, the size issue 2's import benchmark uses.
enum InterchangeBenchmarks {
    /// Apps × screens per app × commands per screen. `TOOLBAR_REGISTRY_BENCH_APPS=N` takes N apps
    /// instead of 100 (e.g. 10 for a 1,000-screen run to profile), in every suite that builds
    /// this registry; figures in docs/benchmarks.md are with 100.
    static let apps = ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_BENCH_APPS"].flatMap(Int.init) ?? 100
    static let screensPerApp = 100
    static let commandsPerScreen = 20

    /// Generates, encodes and decodes the synthetic document and prints the timings.
    static func run() throws {
        let document = makeDocument()
        var bytes: [UInt8] = []
        let encodeSamples = Harness.sample(iterations: 3, warmup: 1) { bytes = document.encoded() }
        let megabytes = Double(bytes.count) / 1_048_576
        print(
            String(
                format: "document: %d screens, %d commands, %.1f MiB", apps * screensPerApp,
                apps * screensPerApp * commandsPerScreen, megabytes))
        Harness.report("interchange encode (200k commands)", samples: encodeSamples)

        let parseSamples = try Harness.sample(iterations: 5, warmup: 1) { _ = try JSONParser.parse(bytes) }
        Harness.report("interchange JSON parse only", samples: parseSamples)
        print(String(format: "  throughput %.0f MiB/s", megabytes / Harness.median(parseSamples)))

        var decoded = RegistryDocument()
        let decodeSamples = try Harness.sample(iterations: 5, warmup: 1) {
            decoded = try RegistryDocument.decode(bytes)
        }
        Harness.report("interchange decode (200k commands)", samples: decodeSamples, target: 1.0)

        guard decoded.encoded() == bytes else {
            throw Failure(message: "export → import → export is not byte-identical")
        }
        print("  round trip byte-identical: yes")
        print(String(format: "  peak memory %.0f MiB", Harness.peakMemoryMiB()))
    }

    /// A benchmark whose result is wrong, not just slow.
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// A registry shaped like a real one: every command kind, groups, priorities and notes. The
    /// apps repeat the same 100 screens unless `distinct`, when every app's commands have their own
    /// keys and titles (so no two screens share records or layouts).
    static func makeDocument(distinct: Bool = false) -> RegistryDocument {
        let placements: [Placement] = [.topBarLeading, .topBarTrailing, .bottomBar, .overflowMenu, .secondaryAction]
        let classifications: [Classification] = [.primary, .secondary, .overflow, .destructive]
        var entries: [RegistryDocument.AppEntry] = []
        for appIndex in 0..<apps {
            var screens: [RegistryDocument.ScreenEntry] = []
            for screenIndex in 0..<screensPerApp {
                let groups = [
                    ToolbarGroup(name: "leading-tools", placement: .topBarLeading, priority: .high),
                    ToolbarGroup(name: "bottom-tools", placement: .bottomBar)
                ]
                var commands: [Command] = []
                for order in 1...commandsPerScreen {
                    let placement = placements[order % placements.count]
                    let group: String? =
                        switch placement {
                        case .topBarLeading: "leading-tools"
                        case .bottomBar: "bottom-tools"
                        default: nil
                        }
                    commands.append(
                        Command(
                            key: distinct ? "a\(appIndex)-command-\(order)" : "command-\(order)",
                            title: distinct ? "Command \(order) of \(appIndex)" : "Command \(order)",
                            symbol: "star.\(order)",
                            classification: classifications[order % classifications.count], placement: placement,
                            group: group, order: order, priority: order % 7 == 0 ? .lowerThan(.high) : nil,
                            role: order % 11 == 0 ? .destructive : .none, needsConfirmation: order % 11 == 0,
                            sizeClassCondition: order % 5 == 0 ? .regularWidth : .always,
                            usage: order % 3 == 0 ? .occasional : .frequent,
                            notes: order % 4 == 0 ? "Synthetic command \(order) of screen \(screenIndex)." : nil))
                }
                screens.append(
                    .init(
                        screen: Screen(
                            name: "Screen \(screenIndex)", title: "Screen \(screenIndex)",
                            scrollPrimary: screenIndex % 2 == 0),
                        groups: groups, commands: commands))
            }
            entries.append(
                .init(
                    app: App(
                        name: "App \(appIndex)", bundleID: "com.example.app\(appIndex)",
                        owner: "Team \(appIndex % 7)"), screens: screens))
        }
        return RegistryDocument(apps: entries)
    }
}
