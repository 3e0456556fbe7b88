// MARK: - ANSI styles

/// A text style written as an ANSI SGR escape sequence.
public enum ANSIStyle: String, Sendable, CaseIterable {
    /// Bold or bright text.
    case bold = "1"
    /// Faint text.
    case dim = "2"
    /// Underlined text.
    case underline = "4"
    /// Red foreground.
    case red = "31"
    /// Green foreground.
    case green = "32"
    /// Yellow foreground.
    case yellow = "33"
    /// Blue foreground.
    case blue = "34"
    /// Magenta foreground.
    case magenta = "35"
    /// Cyan foreground.
    case cyan = "36"

    /// The sequence that resets every style.
    public static let reset = "\u{1B}[0m"

    /// `text` between the styles' opening sequence and a reset; unchanged when `styles` is empty.
    public static func apply(_ styles: [ANSIStyle], to text: String) -> String {
        guard !styles.isEmpty else { return text }
        return "\u{1B}[" + styles.map(\.rawValue).joined(separator: ";") + "m" + text + reset
    }
}
