import Foundation
import Testing

/// The registry file a team keeps in git holds everything it reviews, and an edit of the file is
/// exactly what the registry becomes: renames stay renames, moves and removals happen, reviews
/// come along.
@Suite struct RoundTripTests {
    /// Notes with two screens: Editor (the README tour's first four commands) and List (a
    /// command, a sign-off and a suppression nobody edits), targets set. Made once per test process.
    static let template = RegistryTemplates.make(
        succeeding: [
            ["app", "add", "Notes", "--linked-sdk", "27.1", "--target", "iPhone", "--target", "foldable"],
            ["screen", "add", "Notes/Editor", "--title", "Note", "--navigation", "pushed"]
        ] + NotesEditorSteps.toolbar() + [
            ["screen", "add", "Notes/List", "--title", "Notes"],
            [
                "command", "add", "Notes/List", "--title", "Compose", "--symbol", "square.and.pencil",
                "--classification", "primary", "--placement", "topBarTrailing"
            ],
            [
                "checklist", "sign", "Notes/List", "manual-voiceover", "--note", "checked on device", "--author",
                "ana"
            ],
            [
                "suppress", "Notes/List", "title-length", "--command", "compose", "--reason", "short enough",
                "--author", "bo"
            ]
        ]
    )

    /// A copy of ``template``.
    func registry() throws -> BinaryRunner {
        let cli = try BinaryRunner()
        try cli.start(from: Self.template)
        return cli
    }

    func read(_ cli: BinaryRunner, _ name: String) throws -> String {
        try String(contentsOfFile: cli.path(name), encoding: .utf8)
    }

    func write(_ cli: BinaryRunner, _ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: cli.path(name)))
    }

    @Test func anEditedFileIsWhatTheRegistryBecomesByteForByte() throws {
        let cli = try registry()
        defer { cli.cleanUp() }
        #expect(try cli.run(["export", "--output", "registry.json"]).status == 0)
        let exported = try read(cli, "registry.json")
        // What a team reviews is in the file: ids, targets, reviews.
        for expected in [
            "\"id\": ", "\"targets\": [", "\"signOffs\": [", "\"suppressions\": [", "\"item\": \"manual-voiceover\"",
            "\"reason\": \"short enough\"", "\"version\": 4"
        ] {
            #expect(exported.contains(expected), "export lacks \(expected)")
        }

        // Rename Export, move Share after it (swap their orders), delete Redo, add a sign-off.
        var file = FileEdit(exported)
        try file.replace("\"key\": \"export\"", with: "\"key\": \"export-note\"")
        try file.swapCommands(screen: "Editor", "share", "export-note")
        try file.removeCommand(screen: "Editor", "redo")
        try file.insert(
            before: "          \"title\": \"Note\"", inScreen: "Editor",
            """
                      "signOffs": [
                        {
                          "author": "cy",
                          "date": "2026-12-01T09:30:00.000Z",
                          "item": "manual-dynamic-type",
                          "note": "AX5 fits"
                        }
                      ],
            """)
        try write(cli, "edited.json", file.text)

        let dry = try cli.run(["import", "edited.json", "--prune", "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("> Notes/Editor/export → Notes/Editor/export-note"))
        #expect(dry.stdout.contains("~ Notes/Editor/share.order: 3 → 4"))
        #expect(dry.stdout.contains("~ Notes/Editor/export-note.order: 4 → 3"))
        #expect(dry.stdout.contains("- Notes/Editor/redo"))
        #expect(dry.stdout.contains("+ Notes/Editor sign-off manual-dynamic-type by cy"))
        #expect(dry.stdout.contains("dry run: nothing written"))
        #expect(try cli.run(["export", "--output", "unchanged.json"]).status == 0)
        #expect(try read(cli, "unchanged.json") == exported)

        let imported = try cli.run(["import", "edited.json", "--prune"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try cli.run(["export", "--output", "again.json"]).status == 0)
        let again = try read(cli, "again.json")
        #expect(again == file.text)
        if again != file.text { print(lineDiff(file.text, again)) }

        // The rename is a rename: one log entry, history kept under the new key.
        let log = try cli.json(["log", "Notes/Editor", "--format", "json"])
        let entries = try #require(log["entries"] as? [[String: Any]])
        let renames = entries.filter { $0["action"] as? String == "rename" && $0["kind"] as? String == "command" }
        #expect(renames.compactMap { $0["record"] as? String } == ["Notes/Editor/export-note"])
        #expect(
            !entries.contains {
                $0["action"] as? String == "add" && $0["record"] as? String == "Notes/Editor/export-note"
            })
        #expect(
            entries.contains { $0["action"] as? String == "remove" && $0["record"] as? String == "Notes/Editor/redo" })
        let text = try cli.run(["log", "Notes/Editor"])
        #expect(
            text.stdout.split(separator: "\n").contains {
                $0.contains("rename") && $0.contains("Notes/Editor/export-note")
            })

        // Importing the same file again changes nothing; a registry built from it is the same.
        let twice = try cli.run(["import", "edited.json", "--prune"])
        #expect(twice.stdout.contains("Added 0, changed 0, removed 0."))
        #expect(try cli.run(["import", "edited.json", "--db", "fresh.sqlite"]).status == 0)
        #expect(try cli.run(["export", "--db", "fresh.sqlite", "--output", "fresh.json"]).status == 0)
        #expect(try read(cli, "fresh.json") == file.text)
    }

    @Test func aSignOffOfRecordsEditedInTheFileIsStaleAfterImport() throws {
        let cli = try registry()
        defer { cli.cleanUp() }
        #expect(try cli.run(["checklist", "sign", "Notes/Editor", "manual-voiceover", "--author", "ana"]).status == 0)
        #expect(try cli.run(["export", "--output", "registry.json"]).status == 0)
        var file = FileEdit(try read(cli, "registry.json"))
        try file.replace("\"title\": \"Share\"", with: "\"title\": \"Send\"")
        try write(cli, "edited.json", file.text)
        #expect(try cli.run(["import", "edited.json"]).status == 0)
        #expect(try cli.run(["export", "--output", "again.json"]).status == 0)
        // Signed before Share became Send: the export says on which records (it is stale).
        let again = try read(cli, "again.json")
        #expect(again.contains("\"recordsDigest\": "))
        let audit = try cli.run(["audit", "Notes/Editor", "--format", "json"])
        #expect(audit.stdout.contains("\"stale\": true"))
        // A registry rebuilt from that file agrees.
        #expect(try cli.run(["import", "again.json", "--db", "fresh.sqlite"]).status == 0)
        #expect(try cli.run(["export", "--db", "fresh.sqlite", "--output", "fresh.json"]).status == 0)
        #expect(try read(cli, "fresh.json") == again)
    }

    @Test func aRenameOntoANameTheFileKeepsIsRefusedWithoutPrune() throws {
        let cli = try registry()
        defer { cli.cleanUp() }
        #expect(try cli.run(["export", "Notes/Editor", "--output", "editor.json"]).status == 0)
        var file = FileEdit(try read(cli, "editor.json"))
        try file.removeCommand(screen: "Editor", "share")
        try file.replace("\"key\": \"export\"", with: "\"key\": \"share\"")
        try write(cli, "edited.json", file.text)
        let refused = try cli.run(["import", "edited.json"])
        #expect(refused.status == 1)
        #expect(refused.firstErrorLine.contains("renames command 'export' to 'share'"))
        let pruned = try cli.run(["import", "edited.json", "--prune"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout.contains("> Notes/Editor/export → Notes/Editor/share"))
        #expect(pruned.stdout.contains("- Notes/Editor/share"))
    }

    @Test func aVersionOneFileStillImports() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let old = """
            {"apps": [{"deploymentTarget": "26.0", "linkedSDK": "27.1", "name": "Notes", "screens": [
              {"name": "Editor", "commands": [{"key": "share", "order": 1, "symbol": "square.and.arrow.up", "title": "Share"}]}]}],
             "format": "toolbar-registry", "version": 1}
            """
        try write(cli, "v1.json", old)
        #expect(try cli.run(["import", "v1.json"]).status == 0)
        let exported = try cli.run(["export"])
        #expect(exported.stdout.contains("\"version\": 4"))
        #expect(exported.stdout.contains("\"id\": "))
        // Keys of version 3 are unknown in a version 1 file.
        try write(
            cli, "v1-with-id.json",
            old.replacingOccurrences(of: "\"key\": \"share\"", with: "\"id\": \"x\", \"key\": \"share\""))
        let refused = try cli.run(["import", "v1-with-id.json"])
        #expect(refused.status == 1)
        #expect(refused.firstErrorLine.contains("unknown key \"id\""))
    }
}

/// Line-based edits of a canonical export, as a person makes them in an editor.
struct FileEdit {
    var text: String

    init(_ text: String) { self.text = text }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    mutating func replace(_ old: String, with new: String) throws {
        guard text.contains(old) else { throw Missing(description: "no \(old)") }
        text = text.replacingOccurrences(of: old, with: new)
    }

    /// The lines of the screen named `screen`: from its `commands` key to the end of its object.
    private func screenRange(_ lines: [String], _ screen: String) throws -> Range<Int> {
        guard let name = lines.firstIndex(of: "          \"name\": \"\(screen)\",") else {
            throw Missing(description: "no screen \(screen)")
        }
        var start = name
        while start > 0, lines[start] != "        {" { start -= 1 }
        var end = name
        while end < lines.count, !lines[end].hasPrefix("        }") { end += 1 }
        return start..<end
    }

    /// The command objects of a screen: (first line, last line) of each, with its key.
    private func commandBlocks(_ lines: [String], _ screen: String) throws -> [(range: ClosedRange<Int>, key: String)] {
        let range = try screenRange(lines, screen)
        var blocks: [(ClosedRange<Int>, String)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if lines[index] == "            {" {
                var end = index
                while !lines[end].hasPrefix("            }") { end += 1 }
                let key = lines[index...end].first { $0.hasPrefix("              \"key\": ") }
                if let key {
                    blocks.append((index...end, String(key.dropFirst(22).dropLast(2))))
                }
                index = end
            }
            index += 1
        }
        return blocks
    }

    /// Swaps two adjacent commands' orders and places, as the file sorts them.
    mutating func swapCommands(screen: String, _ first: String, _ second: String) throws {
        var lines = text.components(separatedBy: "\n")
        let blocks = try commandBlocks(lines, screen)
        guard let a = blocks.firstIndex(where: { $0.key == first }),
            let b = blocks.firstIndex(where: { $0.key == second }),
            abs(a - b) == 1
        else { throw Missing(description: "no adjacent \(first) and \(second)") }
        let (upper, lower) = a < b ? (blocks[a], blocks[b]) : (blocks[b], blocks[a])
        func body(_ range: ClosedRange<Int>) -> [String] {
            Array(lines[range]).map { $0 == "            }," ? "            }" : $0 }
        }
        var top = body(upper.range)
        var bottom = body(lower.range)
        func order(_ block: [String]) -> String? { block.first { $0.hasPrefix("              \"order\": ") } }
        guard let topOrder = order(top), let bottomOrder = order(bottom) else { throw Missing(description: "no order") }
        top = top.map { $0 == topOrder ? bottomOrder : $0 }
        bottom = bottom.map { $0 == bottomOrder ? topOrder : $0 }
        let lastWasComma = lines[lower.range.upperBound] == "            },"
        bottom[bottom.count - 1] = "            },"
        if lastWasComma { top[top.count - 1] = "            }," }
        lines.replaceSubrange(upper.range.lowerBound...lower.range.upperBound, with: bottom + top)
        text = lines.joined(separator: "\n")
    }

    mutating func removeCommand(screen: String, _ key: String) throws {
        var lines = text.components(separatedBy: "\n")
        let blocks = try commandBlocks(lines, screen)
        guard let index = blocks.firstIndex(where: { $0.key == key }) else { throw Missing(description: "no \(key)") }
        let range = blocks[index].range
        if lines[range.upperBound] == "            }", index > 0 {
            lines[blocks[index - 1].range.upperBound] = "            }"
        }
        lines.removeSubrange(range)
        text = lines.joined(separator: "\n")
    }

    mutating func insert(before line: String, inScreen screen: String, _ block: String) throws {
        var lines = text.components(separatedBy: "\n")
        let range = try screenRange(lines, screen)
        guard let index = lines[range].firstIndex(where: { $0.hasPrefix(line) }) else {
            throw Missing(description: "no \(line) in \(screen)")
        }
        lines.insert(contentsOf: block.components(separatedBy: "\n"), at: index)
        text = lines.joined(separator: "\n")
    }
}

/// The lines that differ, for a failing comparison.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let left = expected.components(separatedBy: "\n")
    let right = actual.components(separatedBy: "\n")
    return zip(left.indices, zip(left, right)).filter { $0.1.0 != $0.1.1 }.prefix(5)
        .map { "line \($0.0 + 1): expected \($0.1.0) / got \($0.1.1)" }.joined(separator: "\n")
}
