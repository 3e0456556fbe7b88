import Testing
import ToolbarModel

/// The one rule for text typed into the registry: bounded in characters, scalars and bytes, and
/// nothing invisible that could disguise a name or reorder a report line.
@Suite struct TextRulesTests {
    @Test(arguments: [
        ("Photo\u{200B}Editor", "U+200B ZERO WIDTH SPACE"),
        ("\u{FEFF}PhotoEditor", "U+FEFF ZERO WIDTH NO-BREAK SPACE"),
        ("A\u{2028}B", "U+2028 LINE SEPARATOR"),
        ("A\u{2029}B", "U+2029 PARAGRAPH SEPARATOR"),
        ("Share\u{202E}txt.exe", "U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control)"),
        ("\u{202A}x", "U+202A LEFT-TO-RIGHT EMBEDDING (a bidirectional control)"),
        ("\u{2066}team", "U+2066 LEFT-TO-RIGHT ISOLATE (a bidirectional control)"),
        ("a\u{2069}", "U+2069 POP DIRECTIONAL ISOLATE (a bidirectional control)"),
        ("a\u{200F}b", "U+200F RIGHT-TO-LEFT MARK (a bidirectional control)"),
        ("soft\u{00AD}hyphen", "U+00AD SOFT HYPHEN"),
        ("word\u{2060}joiner", "U+2060 WORD JOINER"),
        ("Photo\u{200D}Editor", "U+200D ZERO WIDTH JOINER")
    ])
    func invisibleCharactersAreRefusedWithTheirCodePoint(_ name: String, _ described: String) {
        #expect(
            throws: ModelError.invalidName(
                kind: "app", name: name,
                reason: "a name may not contain invisible characters (it contains \(described))")
        ) {
            try RecordName.validate(name, kind: "app")
        }
        #expect(
            throws: ModelError.invisibleCharacter(
                field: "title", scalar: name.unicodeScalars.first(where: TextRules.isInvisible)!)
        ) {
            try TextField.validate(name, field: "title")
        }
    }

    @Test(arguments: ["👩‍💻 Review", "👨‍👩‍👧", "می‌خواهم", "Café", "東京", "Undo"])
    func visibleTextAndJoinersInPlaceAreAccepted(_ text: String) throws {
        try RecordName.validate(text, kind: "app")
        try TextField.validate(text, field: "title")
    }

    @Test func combiningMarksCountAsScalarsAndBytes() {
        let oneLetter = "a" + String(repeating: "\u{301}", count: 5_000_000)
        #expect(oneLetter.count == 1)
        #expect(
            TextRules.check(oneLetter, bounds: RecordName.bounds)
                == .tooLong(limit: 800, unit: "bytes", length: 10_000_001))
        let fewBytes = "a" + String(repeating: "\u{301}", count: 399)
        #expect(TextRules.check(fewBytes, bounds: RecordName.bounds) == nil)
        let manyScalars = "a" + String(repeating: "\u{301}", count: 400)
        #expect(
            TextRules.check(manyScalars, bounds: RecordName.bounds) == .tooLong(limit: 800, unit: "bytes", length: 801))
        let wide = TextRules.Bounds(characters: 1, scalars: 4, bytes: 100)
        #expect(
            TextRules.check("a\u{301}\u{302}\u{303}\u{304}", bounds: wide)
                == .tooLong(limit: 4, unit: "Unicode scalars", length: 5))
    }

    @Test func authorsAreChecked() throws {
        try TextField.validateAuthor("ana")
        #expect(throws: ModelError.controlCharacters(field: "author")) { try TextField.validateAuthor("ana\u{1B}[2J") }
        #expect(throws: ModelError.fieldTooLong(field: "author", limit: 100, length: 101)) {
            try TextField.validateAuthor(String(repeating: "a", count: 101))
        }
        #expect(throws: (any Error).self) { try TextField.validateAuthor("") }
    }

    @Test func previewsEscapeInvisibleCharactersAndCut() {
        #expect("a\u{202E}b".debugPreview == "a\\u{202e}b")
        #expect(String(repeating: "x", count: 100).debugPreview == String(repeating: "x", count: 60) + "…")
        let long = "/" + String(repeating: "d/", count: 200) + "registry.sqlite"
        #expect(long.pathPreview.hasPrefix("…") && long.pathPreview.hasSuffix("/registry.sqlite"))
    }
}
