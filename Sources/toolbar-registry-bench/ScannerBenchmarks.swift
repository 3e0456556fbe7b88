import Foundation
import ToolbarScanner

/// Source-scan benchmarks (issue 6): a synthetic app of 5,000 Swift files and 1,000,000 lines,
/// 5% of them holding toolbars, written to a temporary folder and scanned.
enum ScannerBenchmarks {
    static let fileCount = 5_000
    static let linesPerFile = 200
    /// Every 20th file holds a toolbar (5%).
    static let toolbarEvery = 20

    static func run() throws {
        let root = NSTemporaryDirectory() + "toolbar-registry-scan-bench-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let generated = try Harness.time { try generate(at: root) }
        let bytes = try totalBytes(root)
        print(
            "synthetic app: \(fileCount) files, \(fileCount * linesPerFile) lines, "
                + String(format: "%.1f MB", Double(bytes) / 1e6) + ", written in " + Harness.format(generated))
        let cores = ProcessInfo.processInfo.activeProcessorCount

        // Full scan on every core, cold (no previous hashes).
        var result = SourceScanner.scan(paths: ["."], options: ScanOptions(root: root))
        let full = Harness.sample(iterations: 3, warmup: 0) {
            result = SourceScanner.scan(paths: ["."], options: ScanOptions(root: root))
        }
        Harness.report("scan: full app, \(cores) core(s)", samples: full, target: 10)
        print(
            "  parsed \(result.parsedFiles.count) files, \(result.screens.count) screens, "
                + "\(result.screens.reduce(0) { $0 + $1.commands.count }) commands, \(result.findings.count) findings")

        // One thread against two, and bare parse against parse + extraction, interleaved so that
        // other load on the machine hits both sides alike; minimums are the least disturbed runs.
        let (one, two) = interleaved(iterations: 5) {
            _ = SourceScanner.scan(paths: ["."], options: ScanOptions(root: root, threads: 1))
        } and: {
            _ = SourceScanner.scan(paths: ["."], options: ScanOptions(root: root, threads: 2))
        }
        Harness.report("scan: full app, 1 thread", samples: one)
        Harness.report("scan: full app, 2 threads", samples: two)
        print(
            String(
                format: "  speed-up 2 threads vs 1: %.2fx median, %.2fx best (target >= 1.70x)",
                Harness.median(one) / Harness.median(two), one[0] / two[0]))

        let toolbarFiles = result.parsedFiles
        let (bare, extracted) = interleaved(iterations: 7) {
            _ = SourceScanner.scan(paths: toolbarFiles, options: ScanOptions(root: root, threads: 1, extract: false))
        } and: {
            _ = SourceScanner.scan(paths: toolbarFiles, options: ScanOptions(root: root, threads: 1))
        }
        Harness.report("parse only: \(toolbarFiles.count) toolbar files, 1 thread", samples: bare)
        Harness.report("parse + extract: \(toolbarFiles.count) toolbar files", samples: extracted)
        print(
            String(
                format: "  extraction adds %.1f%% median, %.1f%% best (target <= 25%%)",
                (Harness.median(extracted) / Harness.median(bare) - 1) * 100,
                (extracted[0] / bare[0] - 1) * 100))

        // Re-scan after editing one file.
        let hashes = result.contentHashes
        let edited = root + "/" + (toolbarFiles.first ?? "")
        let original = try String(contentsOfFile: edited, encoding: .utf8)
        try (original + "\n// edited\n").write(toFile: edited, atomically: true, encoding: .utf8)
        var rescan = result
        let again = Harness.time {
            rescan = SourceScanner.scan(paths: ["."], options: ScanOptions(root: root), previousHashes: hashes)
        }
        Harness.report("re-scan after editing one file", seconds: again, target: 1)
        print("  parsed \(rescan.parsedFiles.count) file(s), \(rescan.unchangedFiles.count) unchanged")
        print(String(format: "  peak memory %.0f MiB", Harness.peakMemoryMiB()))
    }

    /// Runs `first` and `second` alternately; returns both sorted sample lists.
    static func interleaved(
        iterations: Int, _ first: () -> Void, and second: () -> Void
    ) -> ([Double], [Double]) {
        var firstSamples: [Double] = []
        var secondSamples: [Double] = []
        first()
        second()
        for _ in 0..<iterations {
            firstSamples.append(Harness.time(first))
            secondSamples.append(Harness.time(second))
        }
        return (firstSamples.sorted(), secondSamples.sorted())
    }

    // MARK: - Synthetic app

    static func generate(at root: String) throws {
        for index in 0..<fileCount {
            let folder = "\(root)/Feature\(index / 100)"
            if index % 100 == 0 {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let text = index % toolbarEvery == 0 ? toolbarFile(index) : plainFile(index)
            try text.write(toFile: "\(folder)/File\(index).swift", atomically: false, encoding: .utf8)
        }
    }

    static func totalBytes(_ root: String) throws -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            total += (try FileManager.default.attributesOfItem(atPath: root + "/" + path)[.size] as? Int) ?? 0
        }
        return total
    }

    /// 200 lines of model code without toolbar words.
    static func plainFile(_ index: Int) -> String {
        var lines = ["import Foundation", "", "struct Record\(index): Codable, Hashable {"]
        lines += ["    var identifier: Int", "    var name: String", "    var values: [Double]", ""]
        var function = 0
        while lines.count + 6 <= linesPerFile - 5 {
            lines += [
                "    func measure\(function)(_ input: Int, scale: Double = 1.5) -> Double {",
                "        let adjusted = Double(input) * scale + Double(identifier)",
                "        guard adjusted > 0 else { return values.first ?? 0 }",
                "        return values.reduce(adjusted) { $0 + $1 * \(function).0 }",
                "    }",
                ""
            ]
            function += 1
        }
        lines += [
            "}", "", "extension Record\(index) {",
            "    static let empty = Record\(index)(identifier: 0, name: \"\", values: [])"
        ]
        while lines.count < linesPerFile - 1 { lines.append("    // padding") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// 200 lines: a SwiftUI screen with a grouped, prioritised toolbar and an overflow menu.
    static func toolbarFile(_ index: Int) -> String {
        var lines = [
            "import SwiftUI", "", "@available(iOS 27, *)", "struct Screen\(index)View: View {",
            "    @Environment(\\.horizontalSizeClass) private var horizontalSizeClass",
            "    @State private var isConfirmingDelete = false", "",
            "    var body: some View {", "        NavigationStack {", "            List { Text(\"Rows\") }",
            "                .navigationTitle(\"Screen \(index)\")", "                .toolbar {",
            "                    ToolbarItemGroup(placement: .topBarLeading) {",
            "                        Button(\"Undo\", systemImage: \"arrow.uturn.backward\") {}",
            "                        Button(\"Redo\", systemImage: \"arrow.uturn.forward\") {}",
            "                    }", "                    .visibilityPriority(.high)",
            "                    if horizontalSizeClass == .regular {",
            "                        ToolbarItem(placement: .secondaryAction) {",
            "                            Button(\"Filter\", systemImage: \"line.3.horizontal.decrease\") {}",
            "                        }", "                    }",
            "                    ToolbarItem(placement: .topBarPinnedTrailing) {",
            "                        ShareLink(item: URL(string: \"https://example.com\")!)", "                    }",
            "                    moreItems", "                }",
            "                .confirmationDialog(\"Delete?\", isPresented: $isConfirmingDelete) {}",
            "        }", "    }",
            "",
            "    @ToolbarContentBuilder", "    var moreItems: some ToolbarContent {", "        ToolbarOverflowMenu {",
            "            Button(\"Export\", systemImage: \"square.and.arrow.down\") {}", "            Divider()",
            "            Button(\"Delete\", systemImage: \"trash\", role: .destructive) { isConfirmingDelete = true }",
            "        }", "    }", ""
        ]
        var function = 0
        while lines.count + 5 <= linesPerFile - 1 {
            lines += [
                "    func helper\(function)(_ value: Int) -> Int {",
                "        let doubled = value * 2 + \(function)",
                "        return doubled > 100 ? doubled / 3 : doubled",
                "    }",
                ""
            ]
            function += 1
        }
        while lines.count < linesPerFile - 1 { lines.append("    // padding") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
