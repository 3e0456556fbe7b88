import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// JSON written straight into bytes (no value tree): a 1,000-screen report is tens of megabytes.
/// Objects are written member by member in the order the caller gives, which must be sorted;
/// strings and numbers are spelled as ``JSONWriter`` spells them.
struct JSONOut {
    var bytes: [UInt8] = []
    /// Whether the innermost open object or array already holds a value.
    private var filled: [Bool] = []

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    /// The bytes as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: - Values

    mutating func string(_ value: String) {
        separate()
        JSONWriter.appendString(value, to: &bytes)
    }

    mutating func number(_ value: Double) {
        separate()
        JSONWriter.appendNumber(value, to: &bytes)
    }

    mutating func int(_ value: Int) { number(Double(value)) }

    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    mutating func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    /// `2026-11-29T21:30:00Z`.
    mutating func date(_ value: Date) { string(ReportText.timestamp(value)) }

    /// Text that already is JSON (a value written elsewhere).
    mutating func raw(_ json: [UInt8]) {
        separate()
        bytes.append(contentsOf: json)
    }

    // MARK: - Members

    /// `"name":value`, the next member of the object being written.
    mutating func member<Value: JSONOutValue>(_ name: String, _ value: Value) {
        key(name)
        value.write(into: &self)
    }

    /// The member when there is a value; nothing at all when `value` is nil.
    mutating func member<Value: JSONOutValue>(_ name: String, ifPresent value: Value?) {
        if let value { member(name, value) }
    }

    // MARK: - Containers

    mutating func object(_ body: (inout JSONOut) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        filled.append(false)
        body(&self)
        filled.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func array(_ body: (inout JSONOut) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "["))
        filled.append(false)
        body(&self)
        filled.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func array<Element>(_ elements: [Element], _ each: (inout JSONOut, Element) -> Void) {
        array { out in
            for element in elements { each(&out, element) }
        }
    }

    /// A member's key; its value is the next thing written.
    mutating func key(_ name: String) {
        separate()
        JSONWriter.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        pendingValue = true
    }

    /// Starts the next element (or member) of the current container on a new line, indented: the
    /// report keeps one record per line so that it diffs cleanly in git.
    mutating func nextLine(indent: Int) {
        separate()
        newline(indent: indent)
        pendingValue = true
    }

    /// A line break and indentation, before a container's closing bracket.
    mutating func newline(indent: Int) {
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// Set after a key or line start: the value that follows needs no comma.
    private var pendingValue = false

    /// A comma before every element of a container but the first.
    private mutating func separate() {
        if pendingValue {
            pendingValue = false
            return
        }
        guard !filled.isEmpty else { return }
        if filled[filled.count - 1] {
            bytes.append(UInt8(ascii: ","))
        } else {
            filled[filled.count - 1] = true
        }
    }
}

/// A value ``JSONOut/member(_:_:)`` writes: a string, number, flag or date.
protocol JSONOutValue {
    func write(into out: inout JSONOut)
}

extension String: JSONOutValue {
    func write(into out: inout JSONOut) { out.string(self) }
}

extension Int: JSONOutValue {
    func write(into out: inout JSONOut) { out.int(self) }
}

extension Double: JSONOutValue {
    func write(into out: inout JSONOut) { out.number(self) }
}

extension Bool: JSONOutValue {
    func write(into out: inout JSONOut) { out.bool(self) }
}

extension Date: JSONOutValue {
    func write(into out: inout JSONOut) { out.date(self) }
}
