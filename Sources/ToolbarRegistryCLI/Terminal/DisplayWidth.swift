// MARK: - Display width

extension Character {
    /// The columns a terminal gives this character: 2 for East Asian wide and emoji, 0 for
    /// combining marks, format and control characters on their own, otherwise 1.
    public var displayWidth: Int {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji presentation selector
        if first.properties.isEmojiPresentation { return 2 }
        if scalars.count > 1, first.properties.isEmoji, scalars.contains(where: Self.isEmojiModifierOrJoiner) {
            return 2
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            return Self.isWide(first.value) ? 2 : 1
        }
    }

    /// Whether `scalar` is a skin-tone modifier or the zero-width joiner of an emoji sequence.
    private static func isEmojiModifierOrJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, abridged to the assigned blocks).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD
    ]

    /// Whether a code point is East Asian Wide or Fullwidth.
    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}

extension StringProtocol {
    /// The columns a terminal gives this text (see ``Swift/Character/displayWidth``).
    public var displayWidth: Int {
        reduce(0) { $0 + $1.displayWidth }
    }
}
