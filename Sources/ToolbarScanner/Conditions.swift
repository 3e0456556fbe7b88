import Foundation
import ToolbarModel
import ToolbarScanTypes
import ToolbarSyntax

/// Recognises size-class conditions in `if` and `switch`, also through a Bool computed property
/// of the same type (seed 000's `hasRoomForEditingTools`), and OS ranges in availability checks.
enum Conditions {
    /// The size-class condition `condition` states, or `nil` when it is not (only) about size classes.
    static func sizeClass(of condition: String, builder: ScreenBuilder, scope: Scope, depth: Int = 0)
        -> SizeClassCondition?
    {
        let horizontal = builder.environment("horizontalSizeClass", scope) ?? "horizontalSizeClass"
        let vertical = builder.environment("verticalSizeClass", scope) ?? "verticalSizeClass"
        var found: Set<SizeClassCondition> = []
        for part in condition.components(separatedBy: "||") {
            var atom = part.trimmingCharacters(in: .whitespaces)
            while atom.hasPrefix("("), atom.hasSuffix(")") { atom = String(atom.dropFirst().dropLast()).trimmed }
            if atom.hasPrefix("self.") { atom.removeFirst(5) }
            if let simple = comparison(atom, horizontal: horizontal, vertical: vertical) ?? generated(atom) {
                found.insert(simple)
            } else if depth < 3, isIdentifier(atom), let reference = scope.type?.members[atom],
                reference.member.typeText == "Bool" || reference.member.typeText == nil,
                let body = builder.firstExpression(reference.member.body)
            {
                let text: String
                switch body {
                case .other(let value), .reference(let value): text = value
                default: return nil
                }
                guard let nested = sizeClass(of: text, builder: builder, scope: scope, depth: depth + 1) else {
                    return nil
                }
                if nested == .regularWidthOrCompactHeight {
                    found.formUnion([.regularWidth, .compactHeight])
                } else {
                    found.insert(nested)
                }
            } else {
                return nil
            }
        }
        if found == [.regularWidth, .compactHeight] { return .regularWidthOrCompactHeight }
        return found.count == 1 ? found.first : nil
    }

    /// `holds("regularWidth")`: the helper `generate --uikit` writes.
    private static func generated(_ atom: String) -> SizeClassCondition? {
        guard atom.hasPrefix("holds(\""), atom.hasSuffix("\")") else { return nil }
        return SizeClassCondition(rawValue: String(atom.dropFirst(7).dropLast(2)))
    }

    /// The size class of the other arm of a two-way size-class choice, when there is one.
    static func opposite(_ condition: SizeClassCondition) -> SizeClassCondition? {
        switch condition {
        case .regularWidth: return .compactWidth
        case .compactWidth: return .regularWidth
        default: return nil
        }
    }

    /// `case .regular` on a switch over a size class.
    static func switchCase(subject: String, label: String, horizontal: String?, vertical: String?)
        -> SizeClassCondition?
    {
        let name = subject.hasPrefix("self.") ? String(subject.dropFirst(5)) : subject
        let value = label.hasPrefix("case ") ? String(label.dropFirst(5)).trimmed : label
        if name == (horizontal ?? "horizontalSizeClass") {
            if value == ".regular" || value == ".regular?" { return .regularWidth }
            if value == ".compact" || value == ".compact?" { return .compactWidth }
        }
        if name == (vertical ?? "verticalSizeClass"), value == ".compact" || value == ".compact?" {
            return .compactHeight
        }
        return nil
    }

    /// The iOS range an availability check states: `#available(iOS 26.0, *)` → from 26.0;
    /// `#unavailable(iOS 26)` → before 26.
    static func osRange(_ condition: String) -> (from: OSVersion?, before: OSVersion?) {
        guard let range = condition.range(of: "iOS ") else { return (nil, nil) }
        let digits = condition[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        guard let version = try? OSVersion(parsing: String(digits)) else { return (nil, nil) }
        return condition.contains("#unavailable") ? (nil, version) : (version, nil)
    }

    private static func comparison(_ atom: String, horizontal: String, vertical: String) -> SizeClassCondition? {
        let compact = atom.replacingOccurrences(of: " ", with: "")
        let table: [(String, SizeClassCondition)] = [
            ("\(horizontal)==.regular", .regularWidth), (".regular==\(horizontal)", .regularWidth),
            ("\(horizontal)!=.compact", .regularWidth),
            ("\(horizontal)==.compact", .compactWidth), (".compact==\(horizontal)", .compactWidth),
            ("\(horizontal)!=.regular", .compactWidth),
            ("\(vertical)==.compact", .compactHeight), (".compact==\(vertical)", .compactHeight),
            ("\(vertical)!=.regular", .compactHeight)
        ]
        return table.first { $0.0 == compact }?.1
    }

    private static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
