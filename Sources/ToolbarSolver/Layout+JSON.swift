import ToolbarModel

// MARK: - Layouts and sweeps as stored JSON

/// Layouts and sweeps as compact JSON with sorted keys, written directly: the same text as
/// Foundation's `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]` gives for these types
/// (a test compares the two on hundreds of generated screens, so a field added to a type and not
/// here fails it), about twenty times faster. An audit stores one layout per screen and scenario.
extension Layout {
    /// The layout as compact JSON (keys sorted).
    public var compactJSON: String {
        var out = JSONText()
        out.object { object in
            object.member("bars") { $0.array(bars) { $0.string($1.rawValue) } }
            object.member("clipped") {
                $0.array(clipped) { out, view in
                    out.object { object in
                        object.member("availableWidth") { $0.number(view.availableWidth) }
                        object.member("key") { $0.string(view.key) }
                        object.member("width") { $0.number(view.width) }
                    }
                }
            }
            object.member("formatVersion") { $0.number(Double(formatVersion)) }
            object.member("items") { $0.array(items) { $0.placedItem($1) } }
            object.member("missing") {
                $0.array(missing) { out, item in
                    out.object { object in
                        object.member("key") { $0.string(item.key) }
                        object.member("reason") { $0.string(item.reason.rawValue) }
                        object.member("region") { $0.string(item.region.rawValue) }
                    }
                }
            }
            if let observedOn { object.member("observedOn") { $0.string(observedOn) } }
            object.member("overflow") {
                $0.array(overflow) { out, entry in
                    out.object { object in
                        object.member("bar") { $0.string(entry.bar.rawValue) }
                        object.member("isBlank") { $0.bool(entry.isBlank) }
                        object.member("isDivider") { $0.bool(entry.isDivider) }
                        object.member("key") { $0.string(entry.key) }
                        object.member("reason") { $0.string(entry.reason.rawValue) }
                        object.member("title") { $0.string(entry.title) }
                    }
                }
            }
            if let rightToLeft { object.member("rightToLeft") { $0.bool(rightToLeft) } }
            object.member("rules") {
                $0.array(rules) { out, rule in
                    out.object { object in
                        object.member("id") { $0.string(rule.id) }
                        object.member("tag") { $0.string(rule.tag.rawValue) }
                    }
                }
            }
            object.member("scenario") { $0.string(scenario) }
            object.member("screen") { $0.string(screen) }
            object.member("space") {
                $0.array(space) { out, bar in
                    out.object { object in
                        object.member("available") { $0.number(bar.available) }
                        if let x = bar.backButtonX { object.member("backButtonX") { $0.number(x) } }
                        object.member("bar") { $0.string(bar.bar.rawValue) }
                        object.member("hasBackButton") { $0.bool(bar.hasBackButton) }
                        object.member("hasOverflowButton") { $0.bool(bar.hasOverflowButton) }
                        if let x = bar.overflowButtonX { object.member("overflowButtonX") { $0.number(x) } }
                        if let y = bar.overflowButtonY { object.member("overflowButtonY") { $0.number(y) } }
                        object.member("searchWidth") { $0.number(bar.searchWidth) }
                        if let x = bar.searchX { object.member("searchX") { $0.number(x) } }
                        object.member("used") { $0.number(bar.used) }
                        if let x = bar.x { object.member("x") { $0.number(x) } }
                    }
                }
            }
            object.member("title") {
                $0.object { object in
                    object.member("neededWidth") { $0.number(title.neededWidth) }
                    object.member("state") { $0.string(title.state.rawValue) }
                    object.member("width") { $0.number(title.width) }
                    if let x = title.x { object.member("x") { $0.number(x) } }
                }
            }
            if let warnings {
                object.member("warnings") {
                    $0.array(warnings) { out, warning in
                        out.object { object in
                            if let bar = warning.bar { object.member("bar") { $0.string(bar.rawValue) } }
                            object.member("keys") { $0.array(warning.keys) { $0.string($1) } }
                            object.member("kind") { $0.string(warning.kind.rawValue) }
                            object.member("message") { $0.string(warning.message) }
                        }
                    }
                }
            }
            if let windowHeight { object.member("windowHeight") { $0.number(windowHeight) } }
            if let windowWidth { object.member("windowWidth") { $0.number(windowWidth) } }
        }
        return out.text
    }
}

extension Sweep {
    /// The sweep as compact JSON (keys sorted).
    public var compactJSON: String {
        var out = JSONText()
        out.object { object in
            object.member("breakpoints") {
                $0.array(breakpoints) { out, point in
                    out.object { object in
                        object.member("atOrAbove") { $0.string(point.atOrAbove.rawValue) }
                        object.member("below") { $0.string(point.below.rawValue) }
                        object.member("key") { $0.string(point.key) }
                        object.member("width") { $0.number(point.width) }
                    }
                }
            }
            object.member("formatVersion") { $0.number(Double(formatVersion)) }
            object.member("from") { $0.number(from) }
            object.member("initial") {
                $0.array(initial) { out, placed in
                    out.object { object in
                        object.member("key") { $0.string(placed.key) }
                        object.member("region") { $0.string(placed.region.rawValue) }
                    }
                }
            }
            object.member("scenario") { $0.string(scenario) }
            object.member("screen") { $0.string(screen) }
            object.member("to") { $0.number(to) }
        }
        return out.text
    }
}

// MARK: - Writing

/// JSON text built in place. Members must be given in sorted key order (as above).
private struct JSONText {
    var bytes: [UInt8] = []

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func string(_ value: String) { JSONWriter.appendString(value, to: &bytes) }

    mutating func number(_ value: Double) { JSONWriter.appendNumber(value, to: &bytes) }

    mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    mutating func array<Element>(_ elements: [Element], _ write: (inout JSONText, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(&self, element)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func object(_ members: (inout Members) -> Void) {
        // The bytes move into the members' writer and back, never copied.
        var object = Members(text: JSONText(capacity: 0))
        swap(&object.text.bytes, &bytes)
        object.text.bytes.append(UInt8(ascii: "{"))
        members(&object)
        object.text.bytes.append(UInt8(ascii: "}"))
        swap(&object.text.bytes, &bytes)
    }

    mutating func placedItem(_ item: PlacedItem) {
        object { object in
            object.member("bar") { $0.string(item.bar.rawValue) }
            if let height = item.height { object.member("height") { $0.number(height) } }
            object.member("key") { $0.string(item.key) }
            object.member("order") { $0.number(Double(item.order)) }
            object.member("region") { $0.string(item.region.rawValue) }
            if let width = item.width { object.member("width") { $0.number(width) } }
            if let x = item.x { object.member("x") { $0.number(x) } }
            if let y = item.y { object.member("y") { $0.number(y) } }
        }
    }

    /// An object's members being written.
    struct Members {
        var text: JSONText
        private var count = 0

        init(text: JSONText) { self.text = text }

        mutating func member(_ key: String, _ value: (inout JSONText) -> Void) {
            if count > 0 { text.bytes.append(UInt8(ascii: ",")) }
            count += 1
            text.string(key)
            text.bytes.append(UInt8(ascii: ":"))
            value(&text)
        }
    }
}
