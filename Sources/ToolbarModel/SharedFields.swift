// MARK: - A value's fields in one shared box

/// A value type's fields in one shared box, which ``Command`` and ``ScreenInventory`` keep theirs
/// in. Copying such a value (into an array, a filtered list, a closure, the solver's context) then
/// retains one reference instead of each of its strings and arrays, and changing a field copies the
/// box only when another value still shares it (``unique(_:)``). Safe to send between threads: a
/// box is changed only through a value that holds the one reference to it.
@usableFromInline final class SharedFields<Fields: Sendable>: @unchecked Sendable {
    /// No exclusivity check on reads and writes: a box is written only while uniquely referenced.
    @usableFromInline @exclusivity(unchecked) var fields: Fields

    @usableFromInline init(_ fields: Fields) {
        self.fields = fields
    }

    /// `box` when nothing else holds it; else a copy of it, put in its place first.
    @inlinable static func unique(_ box: inout SharedFields) -> SharedFields {
        if !isKnownUniquelyReferenced(&box) { box = SharedFields(box.fields) }
        return box
    }
}

extension SharedFields where Fields: Hashable {
    /// Whether the two boxes hold equal fields (at once when they are the same box).
    @inlinable func holdsFields(equalTo other: SharedFields) -> Bool {
        self === other || fields == other.fields
    }
}
