import Testing
import ToolbarStorage

/// Texts are bound from bytes each statement keeps until its next bind (SQLite reads them in
/// place): what is stored is exactly what was bound, whatever the texts' lengths, however many a
/// statement binds at once, and however its runs follow each other.
@Suite struct BoundTextTests {
    let directory: TemporaryDirectory
    let connection: Connection

    init() throws {
        directory = try TemporaryDirectory()
        connection = try Connection(path: directory.path("t.sqlite"))
        try connection.execute("CREATE TABLE t (run INTEGER, a TEXT, b TEXT)")
    }

    /// Lengths around every block size and past the longest text a statement keeps (which SQLite
    /// copies), short (inline) and long Swift strings, beyond ASCII, and the empty text.
    static let texts: [String] =
        [0, 1, 15, 16, 100, 1023, 1024, 1025, 2047, 2049, 4095, 4096, 4097, 10_000, 70_000].map { length in
            String((0..<length).map { Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))) })
        } + ["é", "Straße-İstanbul", String(repeating: "ﬁ", count: 700)]

    @Test func manyTextsInOneStatementAreStoredAsBound() throws {
        let rows = Self.texts.indices.map { (Self.texts[$0], Self.texts[Self.texts.count - 1 - $0]) }
        try insert(rows, run: 1)
        #expect(try stored(run: 1) == rows.map { [$0.0, $0.1] })
    }

    /// A statement run again binds its own texts: nothing of a longer earlier run shows through,
    /// and an empty text stays empty (not NULL).
    @Test func aStatementRunAgainStoresOnlyItsNewTexts() throws {
        let long = Self.texts.map { ($0, $0 + $0) }
        let short = Self.texts.map { _ in ("", "x") }
        try insert(long, run: 1)
        try insert(short, run: 2)
        let cached = connection.cachedStatementCount
        try insert(long, run: 3)
        #expect(connection.cachedStatementCount == cached)
        #expect(try stored(run: 1) == long.map { [$0.0, $0.1] })
        #expect(try stored(run: 2) == short.map { [$0.0, $0.1] })
        #expect(try stored(run: 3) == long.map { [$0.0, $0.1] })
        #expect(try connection.scalarInt("SELECT count(*) FROM t WHERE a IS NULL OR b IS NULL") == 0)
    }

    /// Texts bound to a query are compared in place while it steps through its rows.
    @Test func aQueryReadsItsBoundTextsOnEveryRow() throws {
        try insert(Self.texts.map { ($0, "b") }, run: 1)
        for text in Self.texts {
            let count = try connection.scalarInt(
                "SELECT count(*) FROM t WHERE a = ? AND b = ?", [.text(text), .text("b")])
            #expect(count == 1)
        }
    }

    /// Inserts the rows with one statement: a fixed text (built from fixed fragments), so that
    /// runs with as many rows reuse the same cached statement.
    private func insert(_ rows: [(String, String)], run: Int64) throws {
        let values = rows.indices.dropFirst().reduce(SQL("(?, ?, ?)")) { sql, _ in sql + ", (?, ?, ?)" }
        try connection.run("INSERT INTO t (run, a, b) VALUES " + values) { binder in
            for (a, b) in rows {
                binder.append(.integer(run))
                binder.append(.text(a))
                binder.append(.text(b))
            }
        }
    }

    private func stored(run: Int64) throws -> [[String?]] {
        try connection.query("SELECT a, b FROM t WHERE run = ? ORDER BY rowid", [.integer(run)]) {
            [$0.optionalString(0), $0.optionalString(1)]
        }
    }
}
