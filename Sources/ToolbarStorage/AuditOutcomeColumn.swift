import ToolbarChecklist
import ToolbarModel

// MARK: - An audit's outcome in a few bytes

/// What an audit came to, without its findings (`audits.outcome`, migration 0008): items per
/// verdict, the most severe open finding, the failing items and the manual items needing review
/// with their severities. Enough to judge a screen that keeps its last audit against a threshold
/// (and `--require-signoffs`) without reading its item results back:
///
///     [[pass, fail, needsReview, notApplicable], open severity|null, [failing item id, ...],
///      [[needs-review item id, severity], ...]]
public struct AuditOutcome: Hashable, Sendable {
    /// Items per verdict.
    public var verdicts: [Verdict: Int]
    /// The most severe open (not suppressed) finding's severity, if any.
    public var highestOpenSeverity: Severity?
    /// The failing items' ids, sorted.
    public var failingItems: [String]
    /// The manual items needing review, with their severities, sorted by id.
    public var needsReview: [(itemID: String, severity: Severity)]

    /// Counted in one pass over the items read in place (an audit makes one per screen on its
    /// judging threads): no copy of an item, and the dictionary filled once at the end, with the
    /// verdicts that occur, as counting into it item by item filled it.
    public init(items: [ItemResult]) {
        var counts = (pass: 0, fail: 0, needsReview: 0, notApplicable: 0)
        var failing: [String] = []
        var review: [(itemID: String, severity: Severity)] = []
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                let item = items.baseAddress! + index
                switch item.pointee.verdict {
                case .pass: counts.pass += 1
                case .fail:
                    counts.fail += 1
                    failing.append(item.pointee.itemID)
                case .needsReview:
                    counts.needsReview += 1
                    review.append((item.pointee.itemID, item.pointee.severity))
                case .notApplicable: counts.notApplicable += 1
                }
            }
        }
        var verdicts: [Verdict: Int] = [:]
        verdicts.reserveCapacity(4)
        if counts.pass > 0 { verdicts[.pass] = counts.pass }
        if counts.fail > 0 { verdicts[.fail] = counts.fail }
        if counts.needsReview > 0 { verdicts[.needsReview] = counts.needsReview }
        if counts.notApplicable > 0 { verdicts[.notApplicable] = counts.notApplicable }
        self.verdicts = verdicts
        highestOpenSeverity = Self.highestSeverity(in: items)
        failing.sort()
        failingItems = failing
        review.sort { $0.itemID < $1.itemID }
        needsReview = review
    }

    /// The most severe open finding's severity among `items`, read in place: a finding is not
    /// copied to read its severity (a copy retains and releases its six strings).
    public static func highestSeverity(in items: [ItemResult]) -> Severity? {
        var highest: Severity?
        for item in items.indices {
            for finding in items[item].findings.indices {
                let severity = items[item].findings[finding].severity
                if highest.map({ severity > $0 }) ?? true { highest = severity }
            }
        }
        return highest
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.verdicts == rhs.verdicts && lhs.highestOpenSeverity == rhs.highestOpenSeverity
            && lhs.failingItems == rhs.failingItems && lhs.needsReview.elementsEqual(rhs.needsReview) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(verdicts)
        hasher.combine(highestOpenSeverity)
        hasher.combine(failingItems)
    }

    /// The column's text: compact JSON, written straight as bytes (a test checks it against the
    /// same array written as a JSON tree).
    public var column: String {
        var out: [UInt8] = []
        out.reserveCapacity(64 + failingItems.count * 32 + needsReview.count * 48)
        JSONWriter.appendRaw("[[", to: &out)
        for (index, verdict) in Verdict.allCases.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONWriter.appendNumber(Double(verdicts[verdict] ?? 0), to: &out)
        }
        JSONWriter.appendRaw("],", to: &out)
        if let highestOpenSeverity {
            AuditItemsColumn.appendName(highestOpenSeverity, to: &out)
        } else {
            JSONWriter.appendRaw("null", to: &out)
        }
        JSONWriter.appendRaw(",[", to: &out)
        for (index, id) in failingItems.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONWriter.appendString(id, to: &out)
        }
        JSONWriter.appendRaw("],[", to: &out)
        for (index, entry) in needsReview.enumerated() {
            JSONWriter.appendRaw(index > 0 ? ",[" : "[", to: &out)
            JSONWriter.appendString(entry.itemID, to: &out)
            out.append(UInt8(ascii: ","))
            AuditItemsColumn.appendName(entry.severity, to: &out)
            out.append(UInt8(ascii: "]"))
        }
        JSONWriter.appendRaw("]]", to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The outcome a column holds; nil when the text is not this shape.
    public init?(column: String) {
        guard case .array(let parts)? = try? JSONParser.parse(Array(column.utf8)), parts.count == 4,
            case .array(let counts) = parts[0], counts.count == Verdict.allCases.count,
            case .array(let failing) = parts[2], case .array(let review) = parts[3]
        else { return nil }
        var verdicts: [Verdict: Int] = [:]
        for (verdict, count) in zip(Verdict.allCases, counts) {
            guard case .number(let value) = count else { return nil }
            if value > 0 { verdicts[verdict] = Int(value) }
        }
        self.verdicts = verdicts
        switch parts[1] {
        case .null: highestOpenSeverity = nil
        case .string(let raw):
            guard let severity = Severity(rawValue: raw) else { return nil }
            highestOpenSeverity = severity
        default: return nil
        }
        failingItems = []
        for id in failing {
            guard case .string(let id) = id else { return nil }
            failingItems.append(id)
        }
        needsReview = []
        for entry in review {
            guard case .array(let pair) = entry, pair.count == 2, case .string(let id) = pair[0],
                case .string(let raw) = pair[1], let severity = Severity(rawValue: raw)
            else { return nil }
            needsReview.append((id, severity))
        }
    }
}
