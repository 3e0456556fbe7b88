import Foundation
import Testing

/// Bad input of every kind: each gives an `Error:` first line, exit 1 or 64, and leaves the
/// registry file byte-for-byte unchanged.
@Suite struct HostileInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        /// A file to create first (relative name, bytes).
        var file: (name: String, bytes: [UInt8])?
        var status: Int32
        var testDescription: String { name }

        init(_ name: String, _ arguments: [String], file: (String, [UInt8])? = nil, status: Int32) {
            self.name = name
            self.arguments = arguments
            self.file = file.map { (name: $0.0, bytes: $0.1) }
            self.status = status
        }
    }

    static func document(_ body: String) -> String {
        #"{"format": "toolbar-registry", "version": 1, "apps": [\#(body)]}"#
    }

    static func app(_ screens: String, name: String = "X") -> String {
        #"{"name": "\#(name)", "deploymentTarget": "26.0", "linkedSDK": "27.1", "screens": [\#(screens)]}"#
    }

    static func screen(_ commands: String, groups: String = "") -> String {
        #"{"name": "S", "groups": [\#(groups)], "commands": [\#(commands)]}"#
    }

    static func importing(_ name: String, _ text: String) -> Case {
        Case(name, ["import", "bad.json"], file: ("bad.json", Array(text.utf8)), status: 1)
    }

    static func importingBytes(_ name: String, _ bytes: [UInt8]) -> Case {
        Case(name, ["import", "bad.json"], file: ("bad.json", bytes), status: 1)
    }

    @Test func repeatedTextIsWhatRepeatingGives() {
        #expect(Self.repeated("\u{301}", 1_001) == String(repeating: "\u{301}", count: 1_001))
        #expect(Self.repeated("x", 4_096) == String(repeating: "x", count: 4_096))
        #expect(Self.repeated("x", 0).isEmpty)
        #expect(Self.bigString.utf8.count == 10_000_000)
    }

    static let command = #"{"key": "k", "order": 1, "title": "K", "symbol": "star"}"#
    static let bigString = repeated("x", 10_000_000)

    /// `unit` `count` times: the same text as `String(repeating:count:)`, built by doubling (that
    /// initializer appends the unit once per count, a second for these cases' millions, while the
    /// test plan is made).
    static func repeated(_ unit: String, _ count: Int) -> String {
        var result = ""
        var piece = unit
        var remaining = count
        while remaining > 0 {
            if remaining & 1 == 1 { result += piece }
            remaining >>= 1
            if remaining > 0 { piece += piece }
        }
        return result
    }

    static let jsonCases: [Case] = [
        importing("empty file", ""),
        importing("lone brace", "{"),
        importing("truncated document", String(document(app(screen(command))).dropLast(9))),
        importing("array at top level", "[]"),
        importing("null at top level", "null"),
        importing("wrong format name", #"{"format": "other", "version": 1, "apps": []}"#),
        importing("newer version", #"{"format": "toolbar-registry", "version": 99, "apps": []}"#),
        importing("version as string", #"{"format": "toolbar-registry", "version": "1", "apps": []}"#),
        importing("apps not an array", #"{"format": "toolbar-registry", "version": 1, "apps": {}}"#),
        importing("app name is a number", document(#"{"name": 5, "deploymentTarget": "26.0", "linkedSDK": "27.1"}"#)),
        importing("app without name", document(#"{"deploymentTarget": "26.0", "linkedSDK": "27.1"}"#)),
        importing("unknown key at the root", #"{"format": "toolbar-registry", "version": 1, "apps": [], "extra": 1}"#),
        importing(
            "unknown key in a command",
            document(app(screen(#"{"key": "k", "order": 1, "title": "K", "colour": "red"}"#)))),
        importing(
            "unknown placement",
            document(app(screen(#"{"key": "k", "order": 1, "title": "K", "placement": "sideways"}"#)))),
        importing(
            "unknown content kind",
            document(app(screen(#"{"key": "k", "order": 1, "title": "K", "content": "hologram"}"#)))),
        importing(
            "unknown priority", document(app(screen(#"{"key": "k", "order": 1, "title": "K", "priority": "urgent"}"#)))),
        importing(
            "unknown deployment target", document(#"{"name": "X", "deploymentTarget": "soon", "linkedSDK": "27.1"}"#)),
        importing("duplicate app names ignoring case", document(app("", name: "Mail") + "," + app("", name: "MAIL"))),
        importing("duplicate screen names", document(app(screen("") + "," + screen("")))),
        importing("duplicate command keys", document(app(screen(command + "," + command)))),
        importing(
            "undeclared group", document(app(screen(#"{"key": "k", "order": 1, "title": "K", "group": "nowhere"}"#)))),
        importing(
            "placement differs from group",
            document(
                app(
                    screen(
                        #"{"key": "k", "order": 1, "title": "K", "group": "g", "placement": "bottomBar"}"#,
                        groups: #"{"name": "g", "placement": "topBarLeading"}"#)))),
        importing("10 MB title", document(app(screen(#"{"key": "k", "order": 1, "title": "\#(bigString)"}"#)))),
        importing("NUL in a name", document(app("", name: #"a\u0000b"#))),
        importing("bell in a name", document(app("", name: #"a\u0007b"#))),
        importing("slash in a name", document(app("", name: "a/b"))),
        importing("empty name", document(app("", name: ""))),
        importingBytes(
            "invalid UTF-8", Array(document(app("", name: "ab")).utf8).map { $0 == UInt8(ascii: "b") ? 0xFF : $0 }),
        importing("lone surrogate", document(app("", name: #"a\ud800b"#))),
        importing("deep nesting", String(repeating: "[", count: 100_000)),
        importing(
            "negative custom width",
            document(
                app(
                    screen(
                        #"{"key": "k", "order": 1, "title": "K", "content": "custom", "customView": {"width": -5}}"#)))),
        importing("order zero", document(app(screen(#"{"key": "k", "order": 0, "title": "K"}"#)))),
        importing(
            "width as text",
            #"{"format": "toolbar-registry", "version": 1, "apps": [], "scenarios": [{"name": "s", "width": "wide", "height": 500}]}"#
        ),
        importing(
            "duplicate JSON key",
            #"{"format": "toolbar-registry", "format": "toolbar-registry", "version": 1, "apps": []}"#),
        importing("number out of range", #"{"format": "toolbar-registry", "version": 1e999, "apps": []}"#),
        importing("trailing garbage", #"{"format": "toolbar-registry", "version": 1, "apps": []} x"#),
        importing(
            "SQL in a name is fine but a group typo is not",
            document(
                app(
                    screen(#"{"key": "k", "order": 1, "title": "K", "group": "g'; DROP TABLE apps;--"}"#),
                    name: "x'; DROP TABLE apps;--"))),
        importing(
            "scenario not kebab-case",
            #"{"format": "toolbar-registry", "version": 1, "apps": [], "scenarios": [{"name": "Big Phone", "width": 400, "height": 800}]}"#
        ),
        importing(
            "spacer without sizing",
            document(app(screen(#"{"key": "k", "order": 1, "title": "", "content": "spacer"}"#)))),
        importing(
            "classified divider",
            document(
                app(
                    screen(#"{"key": "d", "order": 1, "title": "", "content": "divider", "classification": "primary"}"#)
                ))),
        // Spoofing and cost (issues #12 item 5, #13 items 9, 10, 13, 16).
        importing("zero-width space in an app name", document(app("", name: #"Photo\u200BEditor"#))),
        importing("leading byte-order mark in an app name", document(app("", name: #"\uFEFFPhotoEditor"#))),
        importing("line separator in a screen name", document(app(#"{"name": "A\u2028B", "commands": []}"#))),
        importing(
            "right-to-left override in a title",
            document(app(screen(#"{"key": "k", "order": 1, "title": "Share\u202Etxt.exe"}"#)))),
        importing(
            "left-to-right isolate in an owner",
            document(#"{"name": "X", "deploymentTarget": "26.0", "linkedSDK": "27.1", "owner": "\u2066team"}"#)),
        importing(
            "pop directional isolate in notes",
            document(app(screen(#"{"key": "k", "order": 1, "title": "K", "notes": "a\u2069b"}"#)))),
        importing(
            "5,000,000 combining accents in one letter",
            document(app("", name: "a" + repeated("\u{301}", 5_000_000)))),
        importing(
            "10 MB unknown key", #"{"format": "toolbar-registry", "version": 1, "apps": [], "\#(bigString)": 1}"#),
        importing("order 2^52", document(app(screen(#"{"key": "k", "order": 4503599627370496, "title": "K"}"#)))),
        importing(
            "right-to-left embedding in a group name",
            document(
                app(
                    screen(
                        #"{"key": "k", "order": 1, "title": "K", "group": "g\u202Bx"}"#,
                        groups: #"{"name": "g\u202Bx", "placement": "topBarLeading"}"#)))),
        importing(
            "Arabic letter mark in a command key",
            document(app(screen(#"{"key": "k\u061C", "order": 1, "title": "K"}"#)))),
        importing(
            "right-to-left mark in a screen title",
            document(app(#"{"name": "S", "title": "\u200FEditor", "commands": []}"#)))
    ]

    static let argumentCases: [Case] = [
        Case("control character in a name", ["app", "add", "a\u{1}b"], status: 64),
        Case("100 KB name", ["app", "add", String(repeating: "n", count: 100_000)], status: 64),
        Case("slash in a name", ["app", "add", "a/b"], status: 64),
        Case(
            "201-character title",
            ["command", "add", "PhotoEditor/Crowded Editor", "--title", String(repeating: "t", count: 201)], status: 1),
        Case("SQL metacharacters in a path", ["screen", "show", "x'; DROP TABLE apps;--/y"], status: 1),
        Case(
            "unknown placement",
            ["command", "add", "PhotoEditor/Crowded Editor", "--title", "X", "--placement", "sideways"], status: 64),
        Case("width that is not a number", ["scenario", "add", "w", "--width", "abc", "--height", "500"], status: 64),
        Case("position zero", ["command", "move", "PhotoEditor/Crowded Editor/undo", "--position", "0"], status: 64),
        Case("unknown command", ["frobnicate"], status: 64),
        Case("unknown option", ["app", "list", "--colour"], status: 64),
        Case("missing argument", ["screen", "add"], status: 64),
        Case("too many arguments", ["app", "show", "A", "B"], status: 64),
        Case("directory as --output", ["export", "--output", "."], status: 1),
        Case("device as --output", ["export", "--output", "/dev/null"], status: 1),
        Case("directory as --db", ["app", "list", "--db", "."], status: 1),
        Case(
            "text file as --db", ["app", "list", "--db", "notes.txt"],
            file: ("notes.txt", Array("not a database".utf8)), status: 1),
        Case("directory to import", ["import", "."], status: 1),
        Case("missing file to import", ["import", "nowhere.json"], status: 1),
        Case("date that is not a date", ["log", "--since", "yesterday-ish"], status: 64),
        Case(
            "text expansion out of range",
            ["scenario", "add", "w", "--width", "400", "--height", "500", "--text-expansion", "9"], status: 64),
        Case(
            "invalid group priority",
            ["group", "add", "PhotoEditor/Crowded Editor", "g", "--placement", "bottomBar", "--priority", "max"],
            status: 64),
        Case("move without a destination", ["command", "move", "PhotoEditor/Crowded Editor/undo"], status: 64),
        Case(
            "restore from a non-registry", ["db", "restore", "notes.txt"],
            file: ("notes.txt", Array("not a database".utf8)), status: 1),
        Case("backup into a directory", ["db", "backup", "."], status: 1),
        Case(
            "rename onto an existing name", ["screen", "rename", "PhotoEditor/Crowded Editor", "refactored editor"],
            status: 1),
        Case("database in a missing directory", ["app", "list", "--db", "no/such/dir/r.sqlite"], status: 1),
        Case("removing a screen with commands", ["screen", "remove", "PhotoEditor/Crowded Editor"], status: 1),
        Case(
            "group that does not exist",
            ["command", "add", "PhotoEditor/Crowded Editor", "--title", "X", "--group", "nope"], status: 1),
        Case(
            "placement clashing with group",
            [
                "command", "add", "PhotoEditor/Crowded Editor", "--title", "X", "--group", "toolbar", "--placement",
                "bottomBar"
            ], status: 1),
        Case("unknown scenario", ["solve", "PhotoEditor/Crowded Editor", "--scenario", "iphone-99"], status: 1),
        Case("scan of a missing path", ["scan", "nowhere", "--app", "PhotoEditor"], status: 1),
        Case(
            "sweep range reversed", ["sweep", "PhotoEditor/Crowded Editor", "--from", "900", "--to", "400"], status: 64),
        Case("zero-width space in an app name", ["app", "add", "Photo\u{200B}Editor"], status: 64),
        Case(
            "leading byte-order mark in a scenario name", ["scenario", "show", "\u{FEFF}iphone-se-portrait"], status: 64
        ),
        Case("line separator in a screen name", ["screen", "add", "PhotoEditor/A\u{2028}B"], status: 64),
        Case(
            "right-to-left override in a command title",
            ["command", "add", "PhotoEditor/Crowded Editor", "--title", "Share\u{202E}txt.exe"], status: 1),
        Case(
            "first-strong isolate in a screen title",
            ["screen", "update", "PhotoEditor/Crowded Editor", "--title", "\u{2068}Editor"], status: 1),
        Case(
            "50,000 combining accents in one letter", ["app", "add", "a" + String(repeating: "\u{301}", count: 50_000)],
            status: 64),
        Case("escape and newline in --author", ["app", "add", "Y", "--author", "ana\u{1B}[2J\nroot"], status: 64),
        Case("100 KB --author", ["app", "add", "Y", "--author", String(repeating: "a", count: 100_000)], status: 64),
        Case("empty --db", ["app", "list", "--db", ""], status: 64),
        Case("device to import", ["import", "/dev/zero"], status: 1),
        Case("restore from a device", ["db", "restore", "/dev/zero"], status: 1),
        Case("restore from an empty file", ["db", "restore", "empty.sqlite"], file: ("empty.sqlite", []), status: 1),
        Case(
            "truncated registry as --db", ["app", "list", "--db", "cut.sqlite"], file: ("cut.sqlite", truncatedHeader),
            status: 1),
        Case("Arabic letter mark in an app name", ["app", "add", "a\u{061C}b"], status: 64),
        Case("right-to-left embedding in a screen name", ["screen", "add", "PhotoEditor/A\u{202B}B"], status: 64),
        Case(
            "right-to-left mark in a command title",
            ["command", "add", "PhotoEditor/Crowded Editor", "--title", "\u{200F}Share"], status: 1),
        Case(
            "pop directional formatting in an owner", ["app", "update", "PhotoEditor", "--owner", "team\u{202C}"],
            status: 1),
        Case(
            "configuration with a key twice", ["audit"],
            file: (".toolbar-registry.json", Array(#"{"version": 1, "failOn": "info", "failOn": "error"}"#.utf8)),
            status: 1)
    ]

    // MARK: - Accepted, and harmless in every report

    /// Text the registry accepts (it is legal in a title or an owner) that a spreadsheet would run
    /// as a formula or GitHub would turn into a notification: each change is made, the screen
    /// audited, and the CSV and Markdown reports checked.
    struct Neutralised: CustomTestStringConvertible, Sendable {
        var name: String
        var change: [String]
        /// What the CSV report holds instead (the text after a `'`).
        var csv: String
        var testDescription: String { name }
    }

    static let neutralisedCases: [Neutralised] = [
        Neutralised(
            name: "command-line formula in a title",
            change: ["command", "update", "PhotoEditor/Crowded Editor/share", "--title", "=cmd|'/C calc'!A0"],
            csv: ",'=cmd|'/C calc'!A0,"),
        Neutralised(
            name: "plus formula in a title",
            change: ["command", "update", "PhotoEditor/Crowded Editor/share", "--title", "+1+1"], csv: ",'+1+1,"),
        Neutralised(
            name: "minus formula in a title",
            change: ["command", "update", "PhotoEditor/Crowded Editor/share", "--title", "-2+3"], csv: ",'-2+3,"),
        Neutralised(
            name: "at-sign formula in a title",
            change: ["command", "update", "PhotoEditor/Crowded Editor/share", "--title", "@SUM(1+1)"],
            csv: ",'@SUM(1+1),"),
        Neutralised(
            name: "HYPERLINK formula with quotes in a title",
            change: [
                "command", "update", "PhotoEditor/Crowded Editor/share", "--title", #"=HYPERLINK("http://x","y")"#
            ],
            csv: #","'=HYPERLINK(""http://x"",""y"")","#),
        Neutralised(
            name: "team mention as an owner", change: ["app", "update", "PhotoEditor", "--owner", "@org/team"],
            csv: ",'@org/team,"),
        Neutralised(
            name: "here mention as an owner", change: ["app", "update", "PhotoEditor", "--owner", "@here"],
            csv: ",'@here,")
    ]

    @Test(arguments: neutralisedCases)
    func acceptedTextIsHarmlessInReports(_ testCase: Neutralised) throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let change = try cli.run(testCase.change)
        #expect(change.status == 0, "\(change.stderr)")
        #expect(try cli.run(["audit", "PhotoEditor/Crowded Editor"]).status == 2)
        let csv = try cli.run(["report", "--format", "csv"])
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout.contains(testCase.csv), "\(csv.stdout.prefix(400))")
        for row in csv.stdout.components(separatedBy: "\r\n") {
            for cell in row.split(separator: ",", omittingEmptySubsequences: false) {
                let text = cell.hasPrefix("\"") ? cell.dropFirst() : cell
                #expect(!(text.first.map { "=+-@".contains($0) } ?? false), "\(row)")
            }
        }
        let markdown = try cli.run(["report", "--format", "md"]).stdout
        #expect(!markdown.contains(" @org/team") && !markdown.contains(" @here"))
    }

    /// The 100-byte header of an SQLite file of ten 4 KiB pages, and nothing after it.
    static let truncatedHeader: [UInt8] = {
        var header = Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0, count: 84)
        header[16] = 0x10  // page size 4096
        header[31] = 10  // ten pages
        header[27] = 1  // change counter 1 …
        header[95] = 1  // … equal to version-valid-for: the size is valid
        return header
    }()

    @Test(arguments: jsonCases + argumentCases)
    func badInputIsRefusedCleanly(_ testCase: Case) throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        if let file = testCase.file {
            try Data(file.bytes).write(to: URL(fileURLWithPath: cli.path(file.name)))
        }
        let database = URL(fileURLWithPath: cli.path("registry.sqlite"))
        let before = try Data(contentsOf: database)
        let result = try cli.run(testCase.arguments)
        #expect(result.status == testCase.status, "\(result.stderr.prefix(300))")
        #expect(result.firstErrorLine.hasPrefix("Error: "), "\(result.stderr.prefix(300))")
        #expect(result.firstErrorLine.count < 2_000)
        #expect(try Data(contentsOf: database) == before)
    }

    @Test func invalidUTF8InAnArgumentIsRefused() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let database = URL(fileURLWithPath: cli.path("registry.sqlite"))
        let before = try Data(contentsOf: database)
        let name = try cli.run([], shell: #"exec "$0" app add "$(printf 'ab\377\376cd')""#)
        #expect(name.status == 64)
        #expect(name.firstErrorLine.hasPrefix("Error: argument 3 ("), "\(name.stderr)")
        #expect(name.firstErrorLine.hasSuffix("is not valid UTF-8; give names and paths as UTF-8 text."))
        let path = try cli.run([], shell: #"exec "$0" app list --db "$(printf '\377\376.sqlite')""#)
        #expect(path.status == 64)
        #expect(try Data(contentsOf: database) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).count == 1)
    }

    @Test func readOnlyRegistryReadsButRefusesWrites() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let database = cli.path("registry.sqlite")
        // Tests run as root, whom file modes do not stop; an immutable file stops everyone.
        guard shell("chattr", "+i", database) == 0 else { return }
        defer { _ = shell("chattr", "-i", database) }
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        #expect(try cli.run(["app", "list"]).stdout.contains("PhotoEditor"))
        let write = try cli.run(["app", "add", "New"])
        #expect(write.status == 1)
        #expect(write.firstErrorLine.hasPrefix("Error: the registry is read-only for this user"), "\(write.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }

    @Test func fullDiskEndsInAClearErrorAndChangesNothing() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        try cli.run(["export", "--output", "all.json"])
        var big = try String(contentsOfFile: cli.path("all.json"), encoding: .utf8)
        big = big.replacingOccurrences(of: "\"PhotoEditor\"", with: "\"PhotoEditor Copy\"")
            .replacingOccurrences(of: "\"FoldableShowcase\"", with: "\"FoldableShowcase Copy\"")
        try Data(big.utf8).write(to: URL(fileURLWithPath: cli.path("copy.json")))
        let database = URL(fileURLWithPath: cli.path("registry.sqlite"))
        let before = try Data(contentsOf: database)
        // A 64 KiB file-size limit: the write-ahead log cannot grow enough for the import.
        let result = try cli.run(["--limit-file-size-for-test"], shell: "ulimit -f 64; exec \"$0\" import copy.json")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.firstErrorLine.hasPrefix("Error: "), "\(result.stderr)")
        #expect(try Data(contentsOf: database) == before)
        #expect(try cli.run(["db", "check"]).stdout == "ok\n")
    }

    private func shell(_ arguments: String...) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
