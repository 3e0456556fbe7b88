internal import SwiftParser
internal import SwiftSyntax
import ToolbarModel

/// Reads Swift sources and finds toolbars in them. Exposes plain types only.
public enum SourceScanner {
    /// Whether `source` parses without syntax errors.
    public static func parsesCleanly(_ source: String) -> Bool {
        let tree = Parser.parse(source: source)
        return !tree.hasError
    }
}
