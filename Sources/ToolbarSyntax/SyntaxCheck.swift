internal import SwiftParser
internal import SwiftSyntax

/// Syntax checks with the toolchain's own parser, exposed with plain types.
public enum SyntaxCheck {
    /// Whether `source` parses without syntax errors.
    public static func parsesCleanly(_ source: String) -> Bool {
        let tree = Parser.parse(source: source)
        return !tree.hasError
    }
}
