// MARK: - When to colour

/// `--color auto|always|never`, and how the environment refines `auto`.
///
/// `always` and `never` win. With `auto`: a non-empty `NO_COLOR` turns colour off; otherwise a
/// `CLICOLOR_FORCE` other than empty or `0` turns it on even through pipes; otherwise `TERM=dumb`
/// or `CLICOLOR=0` turn it off, and colour goes only to streams that are terminals.
public enum ColorChoice: String, Sendable, CaseIterable {
    /// Colour on terminals, as the environment allows.
    case auto
    /// Colour everywhere, pipes and files included.
    case always
    /// No colour.
    case never

    /// Whether colour may be used at all.
    public func allowsColor(environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if Self.isSet(environment["NO_COLOR"]) { return false }
            if Self.isOn(environment["CLICOLOR_FORCE"]) { return true }
            return environment["TERM"] != "dumb" && environment["CLICOLOR"] != "0"
        }
    }

    /// Whether colour goes to streams that are not terminals too.
    public func forcesColor(environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return !Self.isSet(environment["NO_COLOR"]) && Self.isOn(environment["CLICOLOR_FORCE"])
        }
    }

    /// The choice a command line makes with `--color WHEN` or `--color=WHEN` before `--`; `auto`
    /// when it makes none (or an unknown one, which the parser then rejects). Read before parsing
    /// because the output streams exist before the command does.
    public static func given(in arguments: [String]) -> ColorChoice {
        var choice = ColorChoice.auto
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let word = arguments[index]
            if word == "--color", index + 1 < arguments.count {
                choice = ColorChoice(rawValue: arguments[index + 1]) ?? choice
                index += 1
            } else if word.hasPrefix("--color=") {
                choice = ColorChoice(rawValue: String(word.dropFirst("--color=".count))) ?? choice
            }
            index += 1
        }
        return choice
    }

    private static func isSet(_ value: String?) -> Bool { !(value ?? "").isEmpty }
    private static func isOn(_ value: String?) -> Bool { isSet(value) && value != "0" }
}
