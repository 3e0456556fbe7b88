import Foundation
import ToolbarModel
import ToolbarSyntax

/// Recognises size-class conditions in `if` and `switch`, also through a Bool computed property
/// of the same type (seed 000's `hasRoomForEditingTools`).
enum Conditions {
    /// The size-class condition `condition` states, or `nil` when it is not (only) about size classes.
    static func sizeClass(of condition: String, builder: ScreenBuilder, depth: Int = 0) -> SizeClassCondition? {
        let horizontal = builder.environment["horizontalSizeClass"] ?? "horizontalSizeClass"
        let vertical = builder.environment["verticalSizeClass"] ?? "verticalSizeClass"
        var found: Set<SizeClassCondition> = []
        for part in condition.components(separatedBy: "||") {
            var atom = part.trimmingCharacters(in: .whitespaces)
            while atom.hasPrefix("("), atom.hasSuffix(")") { atom = String(atom.dropFirst().dropLast()).trimmed }
            if atom.hasPrefix("self.") { atom.removeFirst(5) }
            if let simple = comparison(atom, horizontal: horizontal, vertical: vertical) {
                found.insert(simple)
            } else if depth < 3, isIdentifier(atom), let (member, _) = builder.members[atom],
                      member.typeText == "Bool" || member.typeText == nil,
                      let body = builder.firstExpression(member.body) {
                let text: String
                switch body {
                case let .other(value), let .reference(value): text = value
                default: return nil
                }
                guard let nested = sizeClass(of: text, builder: builder, depth: depth + 1) else { return nil }
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

    /// `case .regular` on a switch over a size class.
    static func switchCase(subject: String, label: String, environment: [String: String]) -> SizeClassCondition? {
        let name = subject.hasPrefix("self.") ? String(subject.dropFirst(5)) : subject
        let value = label.hasPrefix("case ") ? String(label.dropFirst(5)).trimmed : label
        if name == (environment["horizontalSizeClass"] ?? "horizontalSizeClass") {
            if value == ".regular" || value == ".regular?" { return .regularWidth }
            if value == ".compact" || value == ".compact?" { return .compactWidth }
        }
        let vertical = environment["verticalSizeClass"] ?? "verticalSizeClass"
        if name == vertical, value == ".compact" || value == ".compact?" {
            return .compactHeight
        }
        return nil
    }

    private static func comparison(_ atom: String, horizontal: String, vertical: String) -> SizeClassCondition? {
        let compact = atom.replacingOccurrences(of: " ", with: "")
        let table: [(String, SizeClassCondition)] = [
            ("\(horizontal)==.regular", .regularWidth), (".regular==\(horizontal)", .regularWidth),
            ("\(horizontal)!=.compact", .regularWidth),
            ("\(horizontal)==.compact", .compactWidth), (".compact==\(horizontal)", .compactWidth),
            ("\(horizontal)!=.regular", .compactWidth),
            ("\(vertical)==.compact", .compactHeight), (".compact==\(vertical)", .compactHeight),
            ("\(vertical)!=.regular", .compactHeight),
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
