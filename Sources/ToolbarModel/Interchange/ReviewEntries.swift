// MARK: - Reviews in the document

/// What a screen's sign-offs and suppressions share in the document: an identity (the fields that
/// make it the same review), the records digest it was made on when that is not the file's
/// records, and its JSON.
public protocol RegistryReview: Hashable, Sendable {
    /// `sign-off` or `suppression`, for messages and the change log.
    static var kind: String { get }
    /// When it was made, `YYYY-MM-DDTHH:MM:SS.sssZ`.
    var date: String { get }
    /// The fields that make it the same review (not the digest).
    var identity: [String] { get }
    /// The records it was made on, when they are not those of the file.
    var recordsDigest: String? { get set }
    /// `manual-voiceover by ana at 2026-11-29T14:05:00.000Z`.
    var summary: String { get }
    /// Its object in the document.
    var jsonValue: JSONValue { get }
}

extension RegistryDocument {
    /// A person's sign-off of a manual checklist item on a screen (format version 2).
    public struct SignOffEntry: RegistryReview {
        public static let kind = "sign-off"

        /// The manual checklist item id.
        public var item: String
        /// Who signed it off.
        public var author: String
        /// When, as `YYYY-MM-DDTHH:MM:SS.sssZ`.
        public var date: String
        /// What the reviewer noted.
        public var note: String?
        /// The SHA-256 of the screen's records when it was signed, only when they have changed since
        /// (the sign-off is stale). Absent: signed on the records as they are in the file — or, for
        /// a sign-off the registry already has, on the records it was signed on.
        public var recordsDigest: String?

        public init(item: String, author: String, date: String, note: String? = nil, recordsDigest: String? = nil) {
            self.item = item
            self.author = author
            self.date = date
            self.note = note
            self.recordsDigest = recordsDigest
        }

        /// What makes it this sign-off: item, author, date and note (not the digest).
        public var identity: [String] { [item, author, date, note ?? ""] }

        public var summary: String { "\(item) by \(author) at \(date)" }

        public var jsonValue: JSONValue { RecordJSON.encode(self) }
    }

    /// Accepted findings of an item on a screen (format version 2).
    public struct SuppressionEntry: RegistryReview {
        public static let kind = "suppression"

        /// The checklist item id.
        public var item: String
        /// Only this command's findings (its key); `nil`: the item's findings on the whole screen.
        public var command: String?
        /// Why they are accepted.
        public var reason: String
        /// Who accepted them.
        public var author: String
        /// When, as `YYYY-MM-DDTHH:MM:SS.sssZ`.
        public var date: String
        /// When it ends, if it does, in the same form.
        public var until: String?
        /// As for sign-offs: the records' digest when it was made, only when they have changed since.
        public var recordsDigest: String?

        public init(
            item: String, command: String? = nil, reason: String, author: String, date: String, until: String? = nil,
            recordsDigest: String? = nil
        ) {
            self.item = item
            self.command = command
            self.reason = reason
            self.author = author
            self.date = date
            self.until = until
            self.recordsDigest = recordsDigest
        }

        /// What makes it this suppression: item, command, reason, author, date and end (not the digest).
        public var identity: [String] { [item, command ?? "", reason, author, date, until ?? ""] }

        public var summary: String { "\(item)" + (command.map { " of \($0)" } ?? "") + " by \(author) at \(date)" }

        public var jsonValue: JSONValue { RecordJSON.encode(self) }
    }

    // MARK: - Order

    /// Reviews in canonical order: by date, then the other fields.
    static func sorted<Review: RegistryReview>(_ reviews: [Review]) -> [Review] {
        func key(_ review: Review) -> [String] { [review.date] + review.identity + [review.recordsDigest ?? ""] }
        return reviews.sorted { key($0).lexicographicallyPrecedes(key($1)) }
    }
}

// MARK: - JSON

extension RecordJSON {
    /// A sign-off.
    public static func encode(_ signOff: RegistryDocument.SignOffEntry) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("author", signOff.author)
        object.set("date", signOff.date)
        object.set("item", signOff.item)
        object.set("note", signOff.note)
        object.set("recordsDigest", signOff.recordsDigest)
        return object.value
    }

    /// A suppression.
    public static func encode(_ suppression: RegistryDocument.SuppressionEntry) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("author", suppression.author)
        object.set("command", suppression.command)
        object.set("date", suppression.date)
        object.set("item", suppression.item)
        object.set("reason", suppression.reason)
        object.set("recordsDigest", suppression.recordsDigest)
        object.set("until", suppression.until)
        return object.value
    }

    /// Reads a sign-off.
    static func decodeSignOff(_ value: JSONValue, path: JSONPath) throws -> RegistryDocument.SignOffEntry {
        var reader = try ObjectReader(value, path: path, what: "a sign-off", allowed: signOffKeys)
        let entry = RegistryDocument.SignOffEntry(
            item: try reader.itemID("item"), author: try reader.author("author"), date: try reader.timestamp("date"),
            note: try reader.text("note", field: "note", limit: TextField.notesLimit, multiline: true),
            recordsDigest: try reader.digest("recordsDigest"))
        try reader.finish()
        return entry
    }

    /// Reads a suppression.
    static func decodeSuppression(_ value: JSONValue, path: JSONPath) throws -> RegistryDocument.SuppressionEntry {
        var reader = try ObjectReader(value, path: path, what: "a suppression", allowed: suppressionKeys)
        let item = try reader.itemID("item")
        let command = try reader.string("command")
        if let command { try reader.model("command") { try RecordName.validate(command, kind: "command key") } }
        guard let reason = try reader.text("reason", field: "reason", limit: TextField.notesLimit, multiline: true),
            !reason.allSatisfy(\.isWhitespace)
        else {
            throw reader.failure(
                .invalidRecord, "reason", "a suppression needs a reason", hint: "say why the findings are accepted")
        }
        let entry = RegistryDocument.SuppressionEntry(
            item: item, command: command, reason: reason, author: try reader.author("author"),
            date: try reader.timestamp("date"), until: try reader.optionalTimestamp("until"),
            recordsDigest: try reader.digest("recordsDigest"))
        try reader.finish()
        return entry
    }
}

// MARK: - Review fields

extension ObjectReader {
    /// A checklist item id: kebab-case, at most 100 characters.
    mutating func itemID(_ key: String) throws -> String {
        let id = try requiredString(key)
        let kebab = id.utf8.allSatisfy {
            (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-")
        }
        guard kebab, !id.isEmpty, id.utf8.count <= 100 else {
            throw failure(
                .invalidRecord, key, "'\(id.debugPreview)' is not a checklist item id",
                hint: "item ids are kebab-case, e.g. manual-voiceover; list them with 'toolbar-registry checklist'")
        }
        return id
    }

    /// Who made a review: a non-empty text of at most 200 characters.
    mutating func author(_ key: String) throws -> String {
        guard let author = try text(key, field: key), !author.isEmpty else { throw missing(key) }
        return author
    }

    /// A required `YYYY-MM-DDTHH:MM:SS.sssZ` time.
    mutating func timestamp(_ key: String) throws -> String {
        guard let text = try optionalTimestamp(key) else { throw missing(key) }
        return text
    }

    /// An optional `YYYY-MM-DDTHH:MM:SS.sssZ` time.
    mutating func optionalTimestamp(_ key: String) throws -> String? {
        guard let text = try string(key) else { return nil }
        guard ReviewTime.isCanonical(text) else {
            throw failure(
                .invalidRecord, key, "'\(text.debugPreview)' is not a time in the form YYYY-MM-DDTHH:MM:SS.sssZ",
                hint: "write UTC with milliseconds, e.g. 2026-11-29T14:05:00.000Z")
        }
        return text
    }

    /// An optional SHA-256 digest (64 lower-case hex digits).
    mutating func digest(_ key: String) throws -> String? {
        guard let text = try string(key) else { return nil }
        let hex = text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        guard hex, text.utf8.count == 64 else {
            throw failure(
                .invalidRecord, key, "'\(text.debugPreview)' is not a records digest",
                hint: "leave it out: import then takes the records as they are in the file")
        }
        return text
    }
}

/// The time form of reviews in the interchange format: UTC, milliseconds, `Z`.
public enum ReviewTime {
    /// Whether `text` is `YYYY-MM-DDTHH:MM:SS.sssZ` with a real date and time.
    public static func isCanonical(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 24 else { return false }
        let shape = Array("dddd-dd-ddTdd:dd:dd.dddZ".utf8)
        for (byte, expected) in zip(bytes, shape) {
            if expected == UInt8(ascii: "d") {
                guard (0x30...0x39).contains(byte) else { return false }
            } else if byte != expected {
                return false
            }
        }
        func number(_ range: Range<Int>) -> Int64 { bytes[range].reduce(0) { $0 * 10 + Int64($1 - 0x30) } }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        guard (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(month: month, year: year) else {
            return false
        }
        return number(11..<13) < 24 && number(14..<16) < 60 && number(17..<19) < 60
    }
}
