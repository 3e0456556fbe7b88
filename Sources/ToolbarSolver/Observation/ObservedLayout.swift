import ToolbarModel

// MARK: - What an observation says about each command

/// How an observed element was tied to a command.
public enum ObservationMatch: String, Codable, Hashable, Sendable, CaseIterable {
    /// Its accessibility identifier is `toolbar.<key>` (what the generated code sets) or the key.
    case identifier
    /// Its label is the command's title, spoken label, other label or localization key.
    case label
}

/// Where one command was seen.
public struct ObservedPlace: Codable, Hashable, Sendable {
    /// The command key.
    public var key: String
    /// Its region in a bar, `overflowMenu`, or `hidden` when it was seen nowhere although the
    /// overflow menu was read (or there was none).
    public var region: Region
    /// The bar it was seen in.
    public var bar: BarKind?
    /// Distance from the window's leading edge (horizontal bars), in points.
    public var x: Double?
    /// Width in a horizontal bar, in points.
    public var width: Double?
    /// Distance from the window's top (the vertical column), in points.
    public var y: Double?
    /// Height in the vertical column, in points.
    public var height: Double?
    /// How it was tied to the command; `nil` for a command seen nowhere.
    public var matchedBy: ObservationMatch?

    public init(
        key: String, region: Region, bar: BarKind? = nil, x: Double? = nil, width: Double? = nil,
        y: Double? = nil, height: Double? = nil, matchedBy: ObservationMatch? = nil
    ) {
        self.key = key
        self.region = region
        self.bar = bar
        self.x = x
        self.width = width
        self.y = y
        self.height = height
        self.matchedBy = matchedBy
    }
}

/// An element the observation holds that no command matches.
public struct UnmatchedElement: Codable, Hashable, Sendable {
    /// Its accessibility identifier, if any.
    public var identifier: String?
    /// Its label.
    public var label: String
    /// Where it was: its region in a bar, or `overflowMenu`; `nil` when it was in no bar.
    public var region: Region?

    public init(identifier: String?, label: String, region: Region?) {
        self.identifier = identifier
        self.label = label
        self.region = region
    }
}

/// One element of the observation as read: a bar item, the overflow button or a menu row, with
/// the region read from its frame and the command it was tied to.
public struct ObservedElement: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case item, overflowButton, menuEntry
    }

    public var kind: Kind
    public var identifier: String?
    public var label: String
    /// Its frame in screen coordinates (menu rows have none).
    public var frame: ObservedRect?
    /// Its region in a bar, `overflowMenu` for menu rows; `nil` when it is in no bar.
    public var region: Region?
    /// The command key it was tied to, if any.
    public var key: String?
    public var matchedBy: ObservationMatch?

    public init(
        kind: Kind, identifier: String?, label: String, frame: ObservedRect?, region: Region?,
        key: String? = nil, matchedBy: ObservationMatch? = nil
    ) {
        self.kind = kind
        self.identifier = identifier
        self.label = label
        self.frame = frame
        self.region = region
        self.key = key
        self.matchedBy = matchedBy
    }
}

/// An observation read against a screen's commands: where each command was seen.
public struct ObservedLayout: Codable, Hashable, Sendable {
    /// One per command (spacers and dividers left out), in declaration order. A command whose
    /// place is unknown (not in a bar, and the overflow menu was not read) has none.
    public var places: [ObservedPlace]
    /// Elements no command matches, in the order observed (bar items, then menu rows).
    public var unmatched: [UnmatchedElement]
    /// Whether an overflow button was on screen.
    public var hasOverflowButton: Bool
    /// Whether the overflow menu was read (or there was none, so nothing can hide in it).
    public var menuKnown: Bool
    /// Every element as read: bar items, the overflow button, then menu rows, in document order.
    public var elements: [ObservedElement]

    public init(
        places: [ObservedPlace], unmatched: [UnmatchedElement], hasOverflowButton: Bool, menuKnown: Bool,
        elements: [ObservedElement] = []
    ) {
        self.places = places
        self.unmatched = unmatched
        self.hasOverflowButton = hasOverflowButton
        self.menuKnown = menuKnown
        self.elements = elements
    }

    /// The place of `key`, if it is known.
    public func place(of key: String) -> ObservedPlace? { places.first { $0.key == key } }

    /// Reads `observation` against `inventory`: ties each element to a command (by identifier,
    /// then by label, each element and command at most once), and reads each bar element's region
    /// from its frame (docs/observations.md, "How places are read").
    public static func read(_ observation: Observation, against inventory: ScreenInventory) -> ObservedLayout {
        let commands = inventory.commands.filter { $0.content.isCommand }
        var taken = Set<String>()
        var places: [String: ObservedPlace] = [:]
        var unmatched: [UnmatchedElement] = []
        var elements: [ObservedElement] = []
        let geometry = ObservedGeometry(observation)

        // Bar elements: identifiers first over all elements, then labels.
        let barMatches = match(observation.items.map { ($0.identifier, $0.label) }, commands, taken: &taken)
        for (index, item) in observation.items.enumerated() {
            let spot = geometry.spot(of: item.frame)
            var element = ObservedElement(
                kind: .item, identifier: item.identifier, label: item.label, frame: item.frame,
                region: spot?.region)
            defer { elements.append(element) }
            guard let (key, by) = barMatches[index] else {
                unmatched.append(UnmatchedElement(identifier: item.identifier, label: item.label, region: spot?.region))
                continue
            }
            guard let spot else {
                // Matched but in no bar: its place is not known.
                taken.remove(key)
                unmatched.append(UnmatchedElement(identifier: item.identifier, label: item.label, region: nil))
                continue
            }
            (element.key, element.matchedBy) = (key, by)
            places[key] = ObservedPlace(
                key: key, region: spot.region, bar: spot.bar, x: spot.x, width: spot.width,
                y: spot.y, height: spot.height, matchedBy: by)
        }
        // Menu rows.
        if let overflow = observation.overflow {
            elements.append(
                ObservedElement(
                    kind: .overflowButton, identifier: overflow.button.identifier, label: overflow.button.label,
                    frame: overflow.button.frame, region: geometry.spot(of: overflow.button.frame)?.region))
            let menuMatches = match(overflow.entries.map { ($0.identifier, $0.label) }, commands, taken: &taken)
            for (index, entry) in overflow.entries.enumerated() {
                let match = menuMatches[index]
                elements.append(
                    ObservedElement(
                        kind: .menuEntry, identifier: entry.identifier, label: entry.label,
                        frame: nil, region: .overflowMenu, key: match?.0, matchedBy: match?.1))
                guard let (key, by) = match else {
                    unmatched.append(
                        UnmatchedElement(identifier: entry.identifier, label: entry.label, region: .overflowMenu))
                    continue
                }
                places[key] = ObservedPlace(key: key, region: .overflowMenu, matchedBy: by)
            }
        }
        let menuKnown = observation.overflow?.opened ?? true
        var ordered: [ObservedPlace] = []
        for command in commands {
            if let place = places[command.key] {
                ordered.append(place)
            } else if menuKnown {
                ordered.append(ObservedPlace(key: command.key, region: .hidden))
            }
        }
        return ObservedLayout(
            places: ordered, unmatched: unmatched,
            hasOverflowButton: observation.overflow != nil, menuKnown: menuKnown, elements: elements)
    }

    // MARK: - Matching

    /// For each element, the command it matches and how: identifiers over all elements first,
    /// then labels; a command already `taken` is not matched again.
    static func match(
        _ elements: [(identifier: String?, label: String)], _ commands: [Command],
        taken: inout Set<String>
    ) -> [(String, ObservationMatch)?] {
        var result = [(String, ObservationMatch)?](repeating: nil, count: elements.count)
        for (index, element) in elements.enumerated() {
            guard let identifier = element.identifier else { continue }
            let key =
                identifier.hasPrefix(identifierPrefix)
                ? String(identifier.dropFirst(identifierPrefix.count)) : identifier
            if let command = commands.first(where: { $0.key == key && !taken.contains($0.key) }) {
                taken.insert(command.key)
                result[index] = (command.key, .identifier)
            }
        }
        for (index, element) in elements.enumerated() where result[index] == nil {
            let label = normalized(element.label)
            guard !label.isEmpty else { continue }
            if let command = commands.first(where: { !taken.contains($0.key) && labels(of: $0).contains(label) }) {
                taken.insert(command.key)
                result[index] = (command.key, .label)
            }
        }
        return result
    }

    /// The prefix of the accessibility identifiers generated code gives commands (`toolbar.share`).
    public static let identifierPrefix = "toolbar."

    /// The identifier generated code gives the command `key`.
    public static func identifier(for key: String) -> String { identifierPrefix + key }

    /// The labels a command may be found by, normalized.
    static func labels(of command: Command) -> [String] {
        [command.title, command.accessibilityLabel, command.alternateTitle, command.localizationKey]
            .compactMap { $0 }.map(normalized).filter { !$0.isEmpty }
    }

    /// Lower-cased, without surrounding white space, an ellipsis written as three dots.
    static func normalized(_ text: String) -> String {
        var scalars: [Unicode.Scalar] = []
        for scalar in text.lowercased().unicodeScalars {
            if scalar == "\u{2026}" {
                scalars += [".", ".", "."]
            } else {
                scalars.append(scalar)
            }
        }
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
