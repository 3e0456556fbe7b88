import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// Every toolbar site the builders read, with the worst outcome over the screens that read it.
final class SiteTracker {
    private struct Entry {
        var location: SourceLocation
        var kind: String
        var outcome: SiteOutcome
        var reasons: Set<String>
        var commands: Int
    }

    private var entries: [String: Entry] = [:]

    static func key(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column ?? 0)"
    }

    /// Records one read of a site: the commands it gave and what could not be followed.
    func record(_ location: SourceLocation, kind: String, commands: Int, problems: Set<String>) {
        let outcome: SiteOutcome = problems.isEmpty ? .full : (commands > 0 ? .partial : .unresolved)
        let key = Self.key(location)
        if var entry = entries[key] {
            entry.outcome = max(entry.outcome, outcome)
            entry.reasons.formUnion(problems)
            entry.commands += commands
            entries[key] = entry
        } else {
            entries[key] = Entry(
                location: location, kind: kind, outcome: outcome, reasons: problems, commands: commands)
        }
    }

    func wasRead(_ location: SourceLocation) -> Bool { entries[Self.key(location)] != nil }

    /// The sites read plus `unread` ones, sorted by place.
    func sites(adding unread: [ToolbarSite]) -> [ToolbarSite] {
        var all = entries.values.map {
            ToolbarSite(
                location: $0.location, kind: $0.kind, outcome: $0.outcome, reasons: $0.reasons.sorted(),
                commands: $0.commands)
        }
        all += unread.filter { !wasRead($0.location) }
        return all.sorted {
            ($0.location.file, $0.location.line, $0.location.column ?? 0) < (
                $1.location.file, $1.location.line,
                $1.location.column ?? 0
            )
        }
    }
}

/// Finds toolbar sites in a file's syntax, whoever reads them: `.toolbar` calls and UIKit bar
/// item installs.
enum SiteFinder {
    /// UIKit properties that install bar items, and the navigation item's own.
    static let uiKitProperties: Set<String> = [
        "toolbarItems", "rightBarButtonItem", "rightBarButtonItems", "leftBarButtonItem", "leftBarButtonItems",
        "leadingItemGroups", "trailingItemGroups", "centerItemGroups", "pinnedTrailingGroup",
        "additionalOverflowItems"
    ]
    /// UIKit methods that install bar items.
    static let uiKitMethods: Set<String> = [
        "setToolbarItems", "setRightBarButton", "setRightBarButtonItems", "setLeftBarButton", "setLeftBarButtonItems"
    ]

    /// Whether `target` installs items on the object's own bars (`navigationItem.x`, `toolbarItems`,
    /// `someToolbar.items`), not on another view controller's (`detail.navigationItem.x`).
    static func isOwnInstall(_ target: String) -> Bool {
        var parts = target.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        return parts.count == 1 || (parts.count == 2 && (parts[0] == "navigationItem" || parts[1] == "items"))
    }

    /// A site's kind when `target = …` installs bar items (`navigationItem.rightBarButtonItem`,
    /// `toolbarItems`, `bottomToolbar.items`), else `nil`.
    static func assignmentKind(_ target: String) -> String? {
        var parts = target.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        guard let property = parts.last else { return nil }
        if uiKitProperties.contains(property) {
            // A view controller's own property is `toolbarItems`; the others live on `navigationItem`.
            if parts.count == 1 { return property == "toolbarItems" ? property : nil }
            if parts[parts.count - 2] == "navigationItem" { return "navigationItem.\(property)" }
            return nil
        }
        if property == "items", parts.count >= 2, parts[parts.count - 2].lowercased().hasSuffix("toolbar") {
            return "UIToolbar.items"
        }
        return nil
    }

    /// The kind of a call that installs bar items (`setToolbarItems(…)`, `toolbarItems?.append(…)`).
    static func callKind(_ call: SyntaxCall) -> String? {
        if uiKitMethods.contains(call.callee) { return call.callee }
        if call.callee == "setItems", case .reference(let path)? = call.base,
            path.lowercased().hasSuffix("toolbar")
        {
            return "UIToolbar.items"
        }
        if ["append", "insert", "appendContentsOf"].contains(call.callee), case .reference(let path)? = call.base {
            let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
            if let kind = assignmentKind(name), kind != "pinnedTrailingGroup" { return kind }
        }
        return nil
    }

    /// Whether a `.toolbar` call carries content (not `.toolbar(.hidden)`).
    static func isToolbarContent(_ call: SyntaxCall) -> Bool {
        call.callee == "toolbar" && (!call.allClosures.isEmpty || call.argument("content") != nil)
    }

    /// Whether a call is the deprecated `.navigationBarItems(leading:trailing:)` with items.
    static func isNavigationBarItems(_ call: SyntaxCall) -> Bool {
        call.callee == "navigationBarItems" && (call.argument("leading") != nil || call.argument("trailing") != nil)
    }

    /// The sites in `types` of `file`, each with the type holding it.
    static func sites(in types: [SyntaxType], file: String) -> [(site: ToolbarSite, type: String)] {
        var found: [(ToolbarSite, String)] = []
        for type in types {
            for member in type.members {
                visit(member.body) { position, kind in
                    let location = SourceLocation(file: file, line: position.line, column: position.column)
                    found.append((ToolbarSite(location: location, kind: kind, outcome: .unresolved), type.name))
                }
            }
        }
        return found
    }

    private static func visit(_ statements: [SyntaxStatement], _ report: (SyntaxPosition, String) -> Void) {
        for statement in statements {
            switch statement {
            case .expression(let value, _), .returnStatement(let value, _), .binding(_, let value, _):
                visit(value, report)
            case .assignment(let target, let value, let position):
                if let kind = assignmentKind(target) { report(position, kind) }
                visit(value, report)
            case .conditional(let conditional):
                visit(conditional.body, report)
                visit(conditional.elseBody ?? [], report)
            case .switchStatement(let switchStatement):
                for switchCase in switchStatement.cases { visit(switchCase.body, report) }
            case .block(let nested):
                visit(nested, report)
            }
        }
    }

    private static func visit(_ expression: SyntaxExpression, _ report: (SyntaxPosition, String) -> Void) {
        switch expression {
        case .call(let call):
            if let base = call.base { visit(base, report) }
            if isToolbarContent(call) {
                report(call.position, ".toolbar")
            } else if isNavigationBarItems(call) {
                report(call.position, ".navigationBarItems")
            } else if let kind = callKind(call) {
                report(call.position, kind)
            }
            for argument in call.arguments { visit(argument.value, report) }
            for closure in call.trailingClosures { visit(closure.statements, report) }
        case .closure(let closure):
            visit(closure.statements, report)
        case .array(let values):
            for value in values { visit(value, report) }
        case .ternary(_, let then, let otherwise):
            visit(then, report)
            visit(otherwise, report)
        default:
            return
        }
    }
}
