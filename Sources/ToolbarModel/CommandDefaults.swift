// MARK: - What a command's content kind implies

/// The rules every writer of a command follows before the registry validates it: `command
/// add|update` on the command line, the scanner reading SwiftUI and UIKit code, and library users.
/// They fill what the content kind needs and nothing states, and clear what does not apply to it;
/// ``Command/validate()`` then refuses only what is really contradictory.

extension CustomViewInfo {
    /// The width a custom view gets when nothing states it: a symbol item's width, 44 points.
    public static let assumedWidth: Double = 44

    /// A custom view nothing measured: ``assumedWidth`` points, marked estimated so the solver
    /// gives it a range.
    public static var assumed: CustomViewInfo { CustomViewInfo(width: assumedWidth, widthSource: .estimated) }
}

extension ContentKind {
    /// What an item shows when nothing says: a symbol with a title is a `Label`
    /// (`symbolAndText`), a symbol alone is `symbol`, anything else is `text`.
    public static func implied(hasSymbol: Bool, hasTitle: Bool) -> ContentKind {
        hasSymbol ? (hasTitle ? .symbolAndText : .symbol) : .text
    }
}

extension Command {
    /// Makes the fields that depend on ``content`` agree with it:
    /// - a spacer has a sizing (`flexible` unless stated); no other item has one;
    /// - a custom view has its details (``CustomViewInfo/assumed`` unless stated); no other
    ///   item has them;
    /// - spacers and dividers carry no classification.
    ///
    /// Changing an item's content kind and normalizing it therefore never leaves details of its
    /// old kind behind. What cannot be filled (a `symbol` item without a symbol name) is left for
    /// ``validate()`` to refuse.
    public mutating func normalize() {
        if content == .spacer {
            if spacer == nil { spacer = .flexible }
        } else {
            spacer = nil
        }
        if content == .custom {
            if customView == nil { customView = .assumed }
        } else {
            customView = nil
        }
        if !content.isCommand { classification = nil }
    }

    /// The command normalized (see ``normalize()``).
    public func normalized() -> Command {
        var command = self
        command.normalize()
        return command
    }

    /// The key the item's own fields suggest: the slug of its title (when known), else of its
    /// localization key, its accessibility label, then its symbol; `nil` when it has none of them.
    public var keyFromFields: String? {
        if !title.isEmpty, !titleUnknown { return RecordName.slug(title) }
        if let localizationKey, !localizationKey.isEmpty { return RecordName.slug(localizationKey) }
        if let accessibilityLabel, !accessibilityLabel.isEmpty { return RecordName.slug(accessibilityLabel) }
        if let symbol, !symbol.isEmpty { return RecordName.slug(symbol) }
        return nil
    }

    /// The key an item gets when none is given: ``keyFromFields``, else its content kind
    /// (`spacer`, `divider`, `custom`, …).
    public var defaultKey: String { keyFromFields ?? content.rawValue }
}
