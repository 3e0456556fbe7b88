import Foundation
import Testing
import ToolbarRegistryCLI

/// Options are declared once as typed keys (`OptionKey`) and read with `parsed[key]`, so a
/// misspelt name or a wrong type is a compile error. What the compiler cannot see, this finds
/// in the sources of Sources/ToolbarRegistryCLI/Commands: a key declared but never read or
/// never listed in a command's `options`, and a key a command reads (itself, through the
/// helpers it calls, or through `ParsedCommand` members such as `wantsJSON`) without listing
/// it, which would fail at run time with "declares no option".
@Suite struct OptionKeyUsageTests {
    static let sources = CommandSources.load()

    /// Keys read other than through `parsed[key]`, with where.
    static let readElsewhere = [
        "GlobalOptions.color": "ColorChoice.given(in:) reads it before parsing, so a usage error is coloured too"
    ]

    @Test func theRealCommandTreeHasNoDeclarationProblems() {
        #expect(CLI.root.declarationProblems() == [])
    }

    @Test func everyKeyIsListedAndRead() {
        #expect(Self.sources.keys.count > 100, "the key declarations were not found")
        var problems: [String] = []
        for key in Self.sources.keys.values.sorted(by: { $0.name < $1.name }) {
            if !Self.sources.listed.contains(key.name) {
                problems.append("\(key.file): \(key.name) is declared but no command lists it")
            }
            if !Self.sources.read.contains(key.base), Self.readElsewhere[key.name] == nil {
                problems.append("\(key.file): \(key.name) is declared but never read")
            }
        }
        #expect(problems == [])
    }

    @Test func everyCommandListsTheKeysItReads() {
        #expect(Self.sources.commands.count > 50, "the command declarations were not found")
        var problems: [String] = []
        for command in Self.sources.commands {
            let listed = Set(command.listed.compactMap { Self.sources.keys[$0]?.base })
            for key in command.reads.sorted() where !listed.contains(key) && !CommandSources.inherited.contains(key) {
                problems.append("\(command.name) reads \(key) without listing it in its options")
            }
        }
        #expect(problems == [])
    }
}

/// The command sources, read just enough to relate key declarations, option lists and reads.
struct CommandSources {
    /// A key declaration.
    struct Key {
        /// The qualified name, e.g. `GroupCommands.AddOptions.placement`.
        var name: String
        /// The key it is read as: itself, or the key it rewords with `.with(help:)` or makes
        /// required with `.required()`.
        var base: String
        var file: String
    }

    /// A `CommandSpec` constant.
    struct Command {
        /// The qualified name, e.g. `GroupCommands.add`.
        var name: String
        /// The keys listed in its `options` (`X.all` expanded to the keys of enum `X`).
        var listed: [String]
        /// The keys it reads (as their bases), itself or through what it calls.
        var reads: Set<String>
    }

    /// A member of a type (`static let`, `static func`, `var`, `func`), with its text.
    struct Member {
        var name: String
        var scope: [String]
        var file: String
        var text: String
        var qualified: String { (scope + [name]).joined(separator: ".") }
        var isCommand: Bool { text.contains("= CommandSpec(") }
    }

    /// The root's options, which every command accepts.
    static let inherited: Set<String> = ["GlobalOptions.db", "GlobalOptions.author", "GlobalOptions.color"]
    static let folder = Repository.url("Sources/ToolbarRegistryCLI/Commands")

    var keys: [String: Key] = [:]
    var listed: Set<String> = []
    var read: Set<String> = []
    var commands: [Command] = []

    static func load() -> CommandSources {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        let members = files.flatMap { file in
            Self.members(
                (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? "", file: file)
        }
        var sources = CommandSources()
        for member in members {
            guard let match = firstMatch(#"^\s*static let \w+\s*=\s*([\w.]+?)(\.with\(|\.\w+\()"#, member.text)
            else { continue }
            if match[2] == ".with(" || (match[2] == ".required(" && match[1] != "OptionKey") {
                sources.keys[member.qualified] = Key(name: member.qualified, base: match[1], file: member.file)
            } else if match[1] == "OptionKey" {
                sources.keys[member.qualified] = Key(name: member.qualified, base: member.qualified, file: member.file)
            }
        }
        let reworded = sources.keys.values.filter { $0.base != $0.name }
        for key in reworded {
            let scope = key.name.split(separator: ".").dropLast().map(String.init)
            let base = sources.resolve(key.base, in: scope) ?? key.base
            sources.keys[key.name]?.base = base
        }
        let helpers = members.filter { !$0.isCommand && sources.keys[$0.qualified] == nil }
        var readsOf: [String: Set<String>] = [:]
        var callsOf: [String: [Member]] = [:]
        for member in members {
            let scope = member.scope + [member.name]
            var reads: Set<String> = []
            for token in allMatches(#"(?:parsed|self)\[([\w.]+)\]|isSet\(([\w.]+)\)"#, member.text) {
                if let key = sources.resolve(token, in: scope) { reads.insert(sources.keys[key]?.base ?? key) }
            }
            readsOf[member.qualified] = reads
            sources.read.formUnion(reads)
            for token in allMatches(#"([\w.]+)\.spec\b"#, member.text) {
                if let key = sources.resolve(token, in: scope) { sources.listed.insert(key) }
            }
            // A helper is called by its name from its own type, as `Type.name` from another,
            // and as `parsed.name` when it is a `ParsedCommand` member.
            let words = Set(allMatches(#"\b(\w+)\b"#, member.text))
            callsOf[member.qualified] = helpers.filter { helper in
                helper.qualified != member.qualified && words.contains(helper.name) && calls(member, helper)
            }
        }
        func reads(of name: String, _ seen: inout Set<String>) -> Set<String> {
            guard seen.insert(name).inserted else { return [] }
            var result = readsOf[name] ?? []
            for callee in callsOf[name] ?? [] { result.formUnion(reads(of: callee.qualified, &seen)) }
            return result
        }
        for member in members where member.isCommand {
            var listed: [String] = []
            for token in allMatches(#"([\w.]+)\.spec\b|([\w.]+)\.all\b(?!\.)"#, member.text) {
                listed += sources.resolveList(token, in: member.scope) ?? []
            }
            var seen: Set<String> = []
            sources.commands.append(
                Command(name: member.qualified, listed: listed, reads: reads(of: member.qualified, &seen)))
        }
        return sources
    }

    /// Whether `member`, which names `helper`, calls it: a `ParsedCommand` member as
    /// `parsed.name` (or bare inside the extension); another helper as `name(parsed…`,
    /// `run: name` or `validate: name`, from its own type or as `Type.name` from another.
    static func calls(_ member: Member, _ helper: Member) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: helper.name)
        if helper.scope == ["ParsedCommand"] {
            let pattern = member.scope == ["ParsedCommand"] ? #"\b"# + name + #"\b"# : #"\."# + name + #"\b"#
            return firstMatch(pattern, member.text) != nil
        }
        let type = NSRegularExpression.escapedPattern(for: helper.scope.last ?? "")
        let prefix = helper.scope.first == member.scope.first ? "(?:\(type)\\.)?" : "\(type)\\."
        return firstMatch(
            #"(?<![\w.])"# + prefix + name + #"\((?:_ )?parsed\b|(?:run|validate): "# + prefix + name + #"\b"#,
            member.text) != nil
    }

    /// The key `token` names from inside `scope` (innermost scope first).
    func resolve(_ token: String, in scope: [String]) -> String? {
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let candidate = (scope.prefix(depth) + [token]).joined(separator: ".")
            if keys[candidate] != nil { return candidate }
        }
        return nil
    }

    /// The keys `item` lists: one key, or every key of the enum `item` names (`X.all`).
    func resolveList(_ item: String, in scope: [String]) -> [String]? {
        if let key = resolve(item, in: scope) { return [key] }
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let prefix = (scope.prefix(depth) + [item]).joined(separator: ".") + "."
            let found = keys.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains(".") }
            if !found.isEmpty { return found.sorted() }
        }
        return nil
    }

    /// The members of the types in a file, by indentation: a member starts at a line declaring
    /// `let`, `var` or `func` directly in a type and runs until a line at its depth or less
    /// that does not close it.
    static func members(_ text: String, file: String) -> [Member] {
        var members: [Member] = []
        var scope: [(indent: Int, name: String)] = []
        var current: (indent: Int, member: Member)?
        for line in text.components(separatedBy: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let body = String(line.dropFirst(indent))
            if body.isEmpty || body.hasPrefix("//") {
                current?.member.text += line + "\n"
                continue
            }
            let closes = body.hasPrefix("}") || body.hasPrefix(")") || body.hasPrefix("]")
            if let open = current, indent < open.indent || (indent == open.indent && !closes) {
                members.append(open.member)
                current = nil
            }
            if current == nil, closes, let last = scope.last, indent <= last.indent {
                scope.removeLast()
                continue
            }
            let modifiers = #"^(?:(?:public|private|fileprivate|package|static|@Sendable)\s+)*"#
            if current == nil, let match = firstMatch(modifiers + #"(?:enum|extension|struct)\s+([\w.]+)"#, body) {
                scope.append((indent, match[1]))
                continue
            }
            if current == nil, let match = firstMatch(modifiers + #"(?:let|var|func)\s+(\w+)"#, body) {
                current = (indent, Member(name: match[1], scope: scope.map(\.name), file: file, text: line + "\n"))
                continue
            }
            current?.member.text += line + "\n"
        }
        if let current { members.append(current.member) }
        return members
    }

    /// The capture groups of the first match (index 0: the whole match); nil when none.
    static func firstMatch(_ pattern: String, _ text: String) -> [String]? {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (0..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
        }
    }

    /// The first capture group that took part in each match.
    static func allMatches(_ pattern: String, _ text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            (1..<match.numberOfRanges).lazy.compactMap { Range(match.range(at: $0), in: text) }.first.map {
                String(text[$0])
            }
        }
    }
}
