import Foundation
import Testing
import ToolbarModel
import ToolbarScanner
import ToolbarSyntax

/// Over every fixture: no toolbar is dropped without a word, and no title is made up.
@Suite struct CoverageCorpusTests {
    static let result = Fixtures.all

    /// Every Swift fixture's path (relative to Fixtures/) and text.
    static let sources: [(path: String, text: String)] = {
        let root = URL(fileURLWithPath: Fixtures.directory)
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var found: [(String, String)] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"),
                let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            else { continue }
            found.append((path, text))
        }
        return found.sorted { $0.0 < $1.0 }
    }()

    /// The lines an independent reading finds toolbar sites on: `.toolbar {`, `toolbar {` in a
    /// helper, and UIKit installs.
    static func siteLines(_ text: String) -> [Int] {
        let patterns = [
            ".toolbar {", ".toolbar(content", "toolbar {", "toolbarItems = ", "toolbarItems?.",
            "rightBarButtonItem = ", "leftBarButtonItem = ", "rightBarButtonItems = ",
            "leftBarButtonItems = ", "ItemGroups = ", "pinnedTrailingGroup = ", "additionalOverflowItems = ",
            "setToolbarItems(", "BarButtonItems([", ".navigationBarItems("
        ]
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let code = line.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { return nil }
            return patterns.contains { code.contains($0) && !code.contains("= nil") && !code.contains("= []") }
                ? index + 1 : nil
        }
    }

    @Test func everyToolbarSiteEndsAsCommandsOrAFinding() {
        for (path, text) in Self.sources {
            for line in Self.siteLines(text) {
                let site = Self.result.sites.first { $0.location.file == path && $0.location.line == line }
                #expect(site != nil, "\(path):\(line) is a toolbar site the scan did not list")
                guard let site, site.outcome != .full else { continue }
                let explained = Self.result.findings.contains {
                    $0.id == "unresolved-toolbar-content" && $0.location.file == path && $0.location.line >= line
                }
                #expect(explained, "\(path):\(line) was not read fully and no finding says why")
            }
        }
        let coverage = Self.result.coverage
        #expect(coverage.sites == coverage.full + coverage.partial + coverage.unresolved + coverage.notApplied)
        #expect(coverage.sites >= Self.sources.reduce(0) { $0 + Self.siteLines($1.text).count })
    }

    /// Titles the system gives (roles, system items, EditButton, ShareLink, PasteButton, RenameButton).
    static let systemTitles: Set<String> = [
        "Close", "Cancel", "Done", "Delete", "Edit", "Share", "Paste", "Rename", "Add", "Compose", "Save", "Reply",
        "Organize", "Bookmarks", "Search", "Refresh", "Stop", "Camera", "Play", "Pause", "Rewind", "Fast Forward",
        "Undo", "Redo"
    ]

    /// Every string the fixtures state: literals, `///` lines and string table values.
    static let statedTexts: Set<String> = {
        var texts: Set<String> = []
        func visit(_ expression: SyntaxExpression) {
            switch expression {
            case .string(let text): texts.insert(text)
            case .call(let call):
                if let base = call.base { visit(base) }
                call.arguments.forEach { visit($0.value) }
                call.trailingClosures.forEach { visit($0.statements) }
            case .array(let values): values.forEach(visit)
            case .ternary(_, let then, let otherwise):
                visit(then)
                visit(otherwise)
            case .closure(let closure): visit(closure.statements)
            default: break
            }
        }
        func visit(_ statements: [SyntaxStatement]) {
            for statement in statements {
                switch statement {
                case .expression(let value, _), .returnStatement(let value, _), .binding(_, let value, _),
                    .assignment(_, let value, _):
                    visit(value)
                case .conditional(let conditional):
                    visit(conditional.body)
                    visit(conditional.elseBody ?? [])
                case .switchStatement(let switchStatement): switchStatement.cases.forEach { visit($0.body) }
                case .block(let nested): visit(nested)
                }
            }
        }
        for (_, text) in sources {
            for type in SyntaxExtractor.extract(source: text).types {
                for member in type.members {
                    visit(member.body)
                    member.parameters.compactMap(\.defaultValue).forEach(visit)
                    if let doc = member.docComment { texts.insert(doc) }
                }
            }
        }
        let table = Fixtures.directory + "/Shapes/Resources/en.lproj/Localizable.strings"
        let strings = (try? String(contentsOfFile: table, encoding: .utf8)) ?? ""
        for line in strings.split(separator: "\n") where line.hasPrefix("\"") {
            let parts = line.split(separator: "\"")
            if parts.count >= 3 { texts.insert(String(parts[2])) }  // "key" = "text";
        }
        return texts
    }()

    @Test func noTitleIsMadeUp() {
        for screen in Self.result.screens {
            for scanned in screen.commands where scanned.command.content.isCommand {
                let command = scanned.command
                if command.titleUnknown {
                    #expect(command.title.isEmpty, "\(screen.typeName)/\(command.key): an unknown title is empty")
                    continue
                }
                guard !command.title.isEmpty else { continue }
                let stated = Self.statedTexts.contains(command.title) || Self.systemTitles.contains(command.title)
                #expect(stated, "\(screen.typeName)/\(command.key): '\(command.title)' is not in the code")
            }
        }
    }
}
