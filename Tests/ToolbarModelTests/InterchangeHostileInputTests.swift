import Testing
import ToolbarModel

@Suite struct InterchangeHostileInputTests {
    @Test func everyTruncationOfASeedIsRefusedCleanly() throws {
        let bytes = try SeedData.bytes("photo-editor.json")
        var end = 0
        while end < bytes.count - 2 {
            let error = InterchangeFiles.refusal(String(decoding: bytes[..<end], as: UTF8.self))
            #expect(error != nil, "a \(end)-byte prefix was accepted")
            end += 5
        }
    }

    @Test func randomByteDamageNeverCrashes() throws {
        let original = try SeedData.bytes("foldable-showcase.json")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let replacements: [UInt8] = [0x00, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0xFF, 0xC3, 0x31, 0x20]
        for _ in 0..<400 {
            var damaged = original
            for _ in 0..<(1 + next() % 3) {
                damaged[next() % damaged.count] = replacements[next() % replacements.count]
            }
            do {
                let document = try RegistryDocument.decode(damaged)
                // Damage that still parses must still give a valid, re-encodable document.
                #expect(try RegistryDocument.decode(document.encoded()) == document.sorted())
            } catch let error as InterchangeError {
                #expect(!error.path.isEmpty && error.line != nil)
            }
        }
    }

    @Test func hugeStringsAreRefusedByTheirBoundNotByACrash() throws {
        let huge = String(repeating: "é", count: 1_000_000)
        let text = BadDocument.skeleton(command: #"{"key": "k", "symbol": "s", "order": 2, "notes": "\#(huge)"}"#)
        let error = try #require(InterchangeFiles.refusal(text))
        #expect(error.kind == .invalidRecord && error.path == "$.apps[0].screens[0].commands[1].notes")
    }

    @Test func deepNestingInsideAKnownKeyIsRefused() throws {
        let nested = String(repeating: "{\"a\":", count: 5000) + "1" + String(repeating: "}", count: 5000)
        let error = try #require(InterchangeFiles.refusal(#"{"format": "toolbar-registry", "apps": \#(nested)}"#))
        #expect(error.kind == .malformedJSON && error.message.contains("nesting"))
    }

    @Test func objectsWithManyKeysAreRefusedQuickly() throws {
        let members = (0..<20_000).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        let text = #"{"format": "toolbar-registry", "version": 1, \#(members)}"#
        let error = try #require(InterchangeFiles.refusal(text))
        #expect(error.kind == .unknownKey && error.path == "$.k0")
        let duplicated = try #require(InterchangeFiles.refusal("{\(members), \"k19999\": 0}"))
        #expect(duplicated.kind == .duplicateKey && duplicated.path == "$.k19999")
    }

    /// A key is read as the format's key it is canonically equivalent to, as Swift compares
    /// strings, even when its bytes differ in length: `localization\u{212A}ey` (a Kelvin sign)
    /// is `localizationKey`. Pinned because keys are compared by length first when all of an
    /// object's keys are ASCII.
    @Test func aKeyCanonicallyEquivalentToAFormatKeyIsThatKey() throws {
        let command =
            #"{"key": "other", "title": "Other", "symbol": "star", "order": 2, "localizationKey": "other.title"}"#
        let version = "\(RegistryDocument.currentVersion)"
        let plain = try RegistryDocument.decode(Array(BadDocument.skeleton(command: command, version: version).utf8))
        let kelvin = command.replacing("localizationKey", with: "localization\u{212A}ey")
        let equivalent = try RegistryDocument.decode(
            Array(BadDocument.skeleton(command: kelvin, version: version).utf8))
        #expect(equivalent == plain)
        #expect(plain.apps[0].screens[0].commands.contains { $0.localizationKey == "other.title" })
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(BadDocument.skeleton().utf8)
        #expect(try RegistryDocument.decode(bytes).apps.count == 1)
    }
}
