import Foundation
import Testing
import ToolbarModel
import ToolbarSolver

/// `solve`, `sweep` and `locate --format json` encode layouts, explanations, sweeps, breakpoint
/// ranges and places straight into a JSON tree (`JSONValueEncoder`): the documents must be the
/// ones Foundation's `JSONEncoder` text parsed back gave, byte for byte.
@Suite struct JSONValueEncoderTests {
    /// What the command line printed before: Foundation's text, parsed, written by `JSONWriter`.
    static func throughFoundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return JSONWriter.string(try JSONParser.parse(Array(try encoder.encode(value))))
    }

    static func direct<T: Encodable>(_ value: T) throws -> String {
        JSONWriter.string(try JSONValueEncoder.encode(value))
    }

    @Test(arguments: Generated.slices)
    func solverResultsOfGeneratedScreensEncodeAsThroughFoundation(_ slice: Range<Int>) throws {
        for index in slice {
            let ((inventory, scenario), solved) = (Generated.cases[index], Generated.solved[index])
            let layout = solved.layout
            #expect(try Self.direct(layout) == Self.throughFoundation(layout))
            let explanation = solved.explanation
            #expect(try Self.direct(explanation) == Self.throughFoundation(explanation))
            let sweep = solved.sweep
            #expect(try Self.direct(sweep) == Self.throughFoundation(sweep))
            let ranges = Generated.ranges[index]
            #expect(try Self.direct(ranges) == Self.throughFoundation(ranges))
            if let key = inventory.commands.first?.key {
                let places = ToolbarSolver.locate(key, in: inventory, scenarios: [scenario], widths: 320...1400)
                #expect(try Self.direct(places) == Self.throughFoundation(places))
            }
        }
    }

    struct Odd: Encodable {
        var float: Float = 0.1
        var small: Int8 = -3
        var large: UInt64 = 1 << 40
        var absent: String?
        var present: String? = "a/b \"quoted\""
        var byNumber: [Int: String] = [2: "two", 10: "ten"]
        var nested: [[Double]] = [[1.5, -0.25], []]
        var flags: Set<Bool> = []
        var explicitNull: String?

        enum CodingKeys: String, CodingKey {
            case float, small, large, absent, present, byNumber, nested, flags, explicitNull
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(float, forKey: .float)
            try container.encode(small, forKey: .small)
            try container.encode(large, forKey: .large)
            try container.encodeIfPresent(absent, forKey: .absent)
            try container.encodeIfPresent(present, forKey: .present)
            try container.encode(byNumber, forKey: .byNumber)
            var nestedContainer = container.nestedUnkeyedContainer(forKey: .nested)
            for row in nested { try nestedContainer.encode(row) }
            try container.encode(flags, forKey: .flags)
            try container.encodeNil(forKey: .explicitNull)
        }
    }

    @Test func oddValuesEncodeAsThroughFoundation() throws {
        #expect(try Self.direct(Odd()) == Self.throughFoundation(Odd()))
    }

    /// A result type holding a tree (a field's value before and after an import) encodes it as
    /// the JSON it is, through either encoder, and a library user decodes it back whole.
    @Test func jsonValuesInsideCodableTypesEncodeAsTheyAreAndDecodeBack() throws {
        struct Change: Codable, Equatable {
            var before: JSONValue?
            var after: JSONValue?
        }
        let tree = JSONValue.object([
            JSONMember("b", .array([.null, .bool(true), .number(2.5), .string("x/y")])),
            JSONMember("a", .object([JSONMember("n", .number(-3))]))
        ])
        let change = Change(before: .null, after: tree)
        #expect(try Self.direct(change) == Self.throughFoundation(change))
        #expect(
            JSONWriter.string(try JSONValueEncoder.encode(change), style: .compact)
                == #"{"after":{"a":{"n":-3},"b":[null,true,2.5,"x/y"]},"before":null}"#)
        let decoded = try JSONDecoder().decode(Change.self, from: Data(try Self.direct(change).utf8))
        // Decoded objects list their members by key; `null` for an optional decodes as absent.
        #expect(decoded.after.map { JSONWriter.string($0) } == JSONWriter.string(tree))
        #expect(decoded.before == nil)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func numbersThatAreNotFiniteAreRefused(number: Double) {
        #expect(throws: EncodingError.self) { try JSONValueEncoder.encode([number]) }
    }
}
