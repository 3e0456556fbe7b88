// MARK: - Locale

/// What a scenario's locale implies for the toolbar: the direction its text reads in, and how
/// much longer its titles are. One rule for every caller: `solve --locale`, `scenario add` and
/// library users.
extension Scenario {
    /// Languages written right to left, by their BCP 47 primary language subtag.
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

    /// How much longer titles are in Xcode's pseudo-localization (`en-XA`, accented and padded).
    public static let pseudoLocaleTextExpansion = 1.4

    /// Whether text in `locale` reads right to left (`ar`, `he-IL`, `fa_IR`; not `arn`).
    public static func readsRightToLeft(_ locale: String) -> Bool {
        rightToLeftLanguages.contains(primaryLanguage(locale))
    }

    /// The title lengthening `locale` implies: 1.4 for a pseudo-locale (`-XA` region), else nil.
    public static func impliedTextExpansion(_ locale: String) -> Double? {
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return subtags.dropFirst().contains { $0.uppercased() == "XA" } ? pseudoLocaleTextExpansion : nil
    }

    /// Sets the locale and what it implies: the direction (right to left exactly for a
    /// right-to-left language) and, for a pseudo-locale, its text expansion (any other locale
    /// keeps the expansion set). An explicit setting given afterwards overrides either.
    public mutating func setLocale(_ locale: String) {
        self.locale = locale
        rightToLeft = Self.readsRightToLeft(locale)
        if let expansion = Self.impliedTextExpansion(locale) { textExpansion = expansion }
    }

    /// The primary language subtag, lowercased (`he` for `he-IL`).
    private static func primaryLanguage(_ locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
