import Foundation
import Testing
import ToolbarModel

/// The model's plain-Swift text functions give what the Foundation calls they replaced gave on
/// Linux (the `toolbar-registry` binary links only FoundationEssentials): folded keys stored by
/// earlier builds must still be found, and escaped or formatted text must not change.
#if os(Linux)
    @Suite struct FoundationParityTests {
        static func foundationKey(_ name: String) -> String {
            name.precomposedStringWithCanonicalMapping
                .folding(options: [.caseInsensitive], locale: nil)
                .precomposedStringWithCanonicalMapping
        }

        /// Every scalar that case mapping, normalization or newer Unicode data could touch, alone
        /// and between ASCII letters.
        @Test func foldedKeysOfEveryCasedOrComposingScalarMatchFoundation() {
            var checked = 0
            for value in 0x80...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let properties = scalar.properties
                let text = String(Character(scalar))
                guard
                    properties.changesWhenCaseFolded || properties.changesWhenLowercased
                        || properties.changesWhenUppercased || properties.canonicalCombiningClass.rawValue != 0
                        || text.decomposedStringWithCanonicalMapping != text || (properties.age?.major ?? 0) >= 16
                else { continue }
                checked += 1
                for name in [text, "a" + text + "B"] {
                    #expect(
                        Array(RecordName.foldedKey(name).unicodeScalars)
                            == Array(Self.foundationKey(name).unicodeScalars),
                        "U+\(String(value, radix: 16, uppercase: true))")
                }
            }
            #expect(checked > 4000)
        }

        /// Random names of cased letters, combining marks (reordered and composed), Hangul jamo
        /// and the scalars whose folding differs from the standard library's.
        @Test func foldedKeysAndSlugsOfRandomNamesMatchFoundation() {
            let pool: [UInt32] = [
                0x41, 0x61, 0x49, 0x69, 0x45, 0x4F, 0xDF, 0xC5, 0x130, 0x131, 0x17F, 0x1E9E, 0x1E9B, 0x212B, 0x2126,
                0x3A3, 0x3C2, 0x390, 0x399, 0x3B9, 0x345, 0x1F88, 0x1FB3, 0x1FBC, 0xFB01, 0x587, 0x300, 0x301, 0x307,
                0x308, 0x323, 0x327, 0x342, 0x1100, 0x1161, 0x11A8, 0xAC00, 0xAC01, 0x13A0, 0x13F0, 0x13F8, 0xAB70,
                0x1C80, 0x1C89, 0x1C8A, 0x1C90, 0x10D0, 0xA7CB, 0x20, 0x2D, 0x0915, 0x094D, 0x093F, 0x1AD6
            ]
            var random = SplitMix64(seed: 18)
            for _ in 0..<20_000 {
                var scalars = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    scalars.append(Unicode.Scalar(pool.randomElement(using: &random)!)!)
                }
                let name = String(scalars)
                #expect(
                    Array(RecordName.foldedKey(name).unicodeScalars) == Array(Self.foundationKey(name).unicodeScalars),
                    "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }

        @Test(arguments: ["Café Crème", "E\u{301}diteur", "가\u{11A8} Photo", "Straße 📸", "ΣΊΣΥΦΟΣ ﬁle"])
        func slugsComposeAsFoundationDid(title: String) {
            var words: [String] = []
            var current = ""
            for character in title.precomposedStringWithCanonicalMapping {
                if character.isLetter || character.isNumber {
                    current += character.lowercased()
                } else if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            }
            if !current.isEmpty { words.append(current) }
            #expect(Array(RecordName.slug(title).unicodeScalars) == Array(words.joined(separator: "-").unicodeScalars))
        }

        /// Escaping replaces every occurrence, byte for byte; where no combining mark follows a
        /// match (all text the tool escapes in practice) that is what Foundation did.
        @Test func replacingEveryMatchesFoundationWithoutCombiningMarks() {
            let pieces = ["\"", "|", "%", "\r", "\n", ":", ",", "'", "\\", "a", "é", "📸", "\r\n", "محرر", " "]
            var random = SplitMix64(seed: 5)
            for _ in 0..<5_000 {
                let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)!
                }
                .joined()
                for target in ["\"", "|", "%", "\r", "\n", ":", ",", "'", "\\", " ORDER BY id"] {
                    #expect(
                        text.replacingEvery(target, with: "<>") == text.replacingOccurrences(of: target, with: "<>"))
                }
            }
            // Foundation skipped a quote followed by a combining mark; a CSV field needs it doubled.
            #expect("a\"\u{301}b".replacingEvery("\"", with: "\"\"") == "a\"\"\u{301}b")
        }

        @Test func trimmingMatchesFoundationsCharacterSets() {
            for value in 0...0x3000 {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = "\(Character(scalar))x\u{301} \(Character(scalar))"
                #expect(text.trimming(.whitespaces) == text.trimmingCharacters(in: .whitespaces))
                #expect(text.trimming(.whitespacesAndNewlines) == text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            #expect("\"a\"b\"".trimming(TrimmedScalars("\"")) == "\"a\"b\"".trimmingCharacters(in: ["\""]))
        }

        @Test func cFormatPrintsAsStringFormat() {
            var random = SplitMix64(seed: 7)
            let values =
                [0, 0.0005, 0.00125, 0.1225, 0.5, 0.9995, 1]
                + (0..<2_000).map { _ in Double.random(in: 0...1, using: &random) }
            for value in values {
                #expect(CFormat.string("%.1f%%", value * 100) == String(format: "%.1f%%", value * 100))
            }
        }
    }
#endif
