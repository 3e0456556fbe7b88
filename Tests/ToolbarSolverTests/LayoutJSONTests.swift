import Foundation
import Testing
import ToolbarModel
import ToolbarSolver

/// Audits store layouts and sweeps as `compactJSON`, written by hand for speed: it must be the
/// very text Foundation's `JSONEncoder` (sorted keys, slashes unescaped) writes for them, so
/// digests of layouts stored before and after agree and reports decode them back. A field added
/// to a layout type and not to `compactJSON` fails here.
@Suite struct LayoutJSONTests {
    static func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func layoutsAndSweepsOfGeneratedScreensAreWrittenAsFoundationWritesThem() throws {
        for solved in Generated.solved {
            let layout = solved.layout
            #expect(layout.compactJSON == (try Self.foundation(layout)))
            #expect(try JSONDecoder().decode(Layout.self, from: Data(layout.compactJSON.utf8)) == layout)
            let sweep = solved.sweep
            #expect(sweep.compactJSON == (try Self.foundation(sweep)))
        }
    }

    @Test func everyOptionalFieldAndOddTextMatchesFoundation() throws {
        var layout = ToolbarSolver.solve(Generated.cases[0].0, in: Generated.cases[0].1)
        layout.screen = "Quote \" back\\slash / tab \t bell \u{7} é ✓"
        layout.items.append(
            PlacedItem(
                key: "k", region: .verticalColumn, bar: .verticalColumn, order: 3,
                x: 1.5, width: 44, y: 120.25, height: 44))
        layout.clipped = [ClippedView(key: "status", width: 120, availableWidth: 84)]
        layout.windowWidth = nil
        #expect(layout.compactJSON == (try Self.foundation(layout)))
    }
}
