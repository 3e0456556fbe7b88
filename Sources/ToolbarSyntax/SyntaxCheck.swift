internal import SwiftParser
internal import SwiftSyntax

/// A syntax error found by the toolchain's parser, as plain values.
public struct SyntaxDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// Makes a diagnostic.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}

/// Syntax checks with the toolchain's own parser, exposed with plain types.
public enum SyntaxCheck {
    /// Whether `source` parses without syntax errors.
    public static func parsesCleanly(_ source: String) -> Bool {
        let tree = Parser.parse(source: source)
        return !tree.hasError
    }

    /// The syntax errors in `source` in source order: missing tokens and unexpected code.
    public static func diagnostics(in source: String) -> [SyntaxDiagnostic] {
        let tree = Parser.parse(source: source)
        guard tree.hasError else { return [] }
        let finder = ErrorFinder(converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        return finder.found.sorted { ($0.line, $0.column, $0.message) < ($1.line, $1.column, $1.message) }
    }
}

// MARK: - Error walk

private final class ErrorFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var found: [SyntaxDiagnostic] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .all)
    }

    func add(_ node: some SyntaxProtocol, _ message: String) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        found.append(SyntaxDiagnostic(line: location.line, column: location.column, message: message))
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let text = node.trimmedDescription
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        add(node, "unexpected code '\(shown)'")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            let text = token.text.isEmpty ? "\(token.tokenKind)" : token.text
            add(token, "expected '\(text)'")
        }
        return .skipChildren
    }
}
