import Testing
import ToolbarModel
import ToolbarStorage

/// The connection's guard rails, the GRDB way: misuse is a typed error the caller can catch, the
/// statement cache holds only the program's own SQL, and the records' enums bind as their raw values.
@Suite struct ConnectionTests {
    let directory: TemporaryDirectory
    let connection: Connection

    init() throws {
        directory = try TemporaryDirectory()
        connection = try Connection(path: directory.path("c.sqlite"))
        try connection.execute("CREATE TABLE t (a TEXT, b TEXT)")
    }

    // MARK: - Argument counts

    @Test(arguments: [0, 1, 3])
    func aWrongArgumentCountThrowsMisuseAndWritesNothing(count: Int) throws {
        let arguments = Array(repeating: SQLValue.text("x"), count: count)
        do {
            try connection.run("INSERT INTO t (a, b) VALUES (?, ?)", arguments)
            Issue.record("\(count) arguments for 2 parameters ran")
        } catch let error as DatabaseError {
            #expect(error.extendedResultCode == .SQLITE_MISUSE)
            #expect(error.message == "wrong number of statement arguments: \(count) for 2 parameters")
            #expect(error.sql == "INSERT INTO t (a, b) VALUES (?, ?)")
        }
        #expect(try connection.scalarInt("SELECT count(*) FROM t") == 0)
        // The same statement still runs with the right count afterwards.
        try connection.run("INSERT INTO t (a, b) VALUES (?, ?)", [.text("a"), .text("b")])
        #expect(try connection.scalarInt("SELECT count(*) FROM t") == 1)
    }

    @Test func aWrongArgumentCountInsideATransactionRollsItBack() throws {
        #expect(throws: DatabaseError.self) {
            try connection.writeTransaction {
                try connection.run("INSERT INTO t (a, b) VALUES (?, ?)", [.text("kept?"), .text("no")])
                try connection.run("INSERT INTO t (a, b) VALUES (?, ?)", [.text("one")])
            }
        }
        #expect(try connection.scalarInt("SELECT count(*) FROM t") == 0)
    }

    /// A bind that fails leaves no value of the statement's previous run bound: stepping the
    /// statement anyway (a caller that ignored the error) writes NULLs, never the old values.
    @Test func aFailedBindLeavesNothingBound() throws {
        let statement = try connection.prepare("INSERT INTO t (a, b) VALUES (?, ?) RETURNING a")
        try statement.bind([.text("first"), .text("run")])
        #expect(try statement.step())
        // SQLite refuses to bind a statement that is running (SQLITE_MISUSE).
        #expect(throws: DatabaseError.self) { try statement.bind([.text("second"), .text("run")]) }
        statement.reset()
        #expect(try statement.step())
        statement.reset()
        // A wrong count clears the bindings too.
        try statement.bind([.text("third"), .text("run")])
        #expect(throws: DatabaseError.self) { try statement.bind([.text("fourth")]) }
        #expect(try statement.step())
        statement.reset()
        let rows = try connection.query("SELECT a, b FROM t ORDER BY rowid") {
            [$0.optionalString(0), $0.optionalString(1)]
        }
        #expect(rows == [["first", "run"], [nil, nil], [nil, nil]])
    }

    /// Values appended to a binder are checked as an array is: the same misuse error for a wrong
    /// count (too few or too many), nothing written, and the statement runs with the right count.
    @Test(arguments: [0, 1, 3])
    func aBinderWithTheWrongCountThrowsMisuseAndWritesNothing(count: Int) throws {
        do {
            try connection.run("INSERT INTO t (a, b) VALUES (?, ?)") { binder in
                for _ in 0..<count { binder.append(.text("x")) }
            }
            Issue.record("\(count) appended values for 2 parameters ran")
        } catch let error as DatabaseError {
            #expect(error.extendedResultCode == .SQLITE_MISUSE)
            #expect(error.message == "wrong number of statement arguments: \(count) for 2 parameters")
            #expect(error.sql == "INSERT INTO t (a, b) VALUES (?, ?)")
        }
        #expect(try connection.scalarInt("SELECT count(*) FROM t") == 0)
        try connection.run("INSERT INTO t (a, b) VALUES (?, ?)") { binder in
            binder.append(.text("a"))
            binder.append(.null)
        }
        let rows = try connection.query("SELECT a, b FROM t") { [$0.optionalString(0), $0.optionalString(1)] }
        #expect(rows == [["a", nil]])
    }

    /// A value SQLite refuses (here: binding a running statement) is thrown once the body is
    /// done, and, as with an array, no value of the previous run stays bound.
    @Test func aBinderThatFailsLeavesNothingBound() throws {
        let statement = try connection.prepare("INSERT INTO t (a, b) VALUES (?, ?) RETURNING a")
        try statement.bind { binder in
            binder.append(.text("first"))
            binder.append(.text("run"))
        }
        #expect(try statement.step())
        #expect(throws: DatabaseError.self) {
            try statement.bind { binder in
                binder.append(.text("second"))
                binder.append(.text("run"))
            }
        }
        statement.reset()
        #expect(try statement.step())
        statement.reset()
        // An error thrown by the body clears what it bound before it threw.
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try statement.bind { binder in
                binder.append(.text("third"))
                throw Stop()
            }
        }
        #expect(try statement.step())
        statement.reset()
        let rows = try connection.query("SELECT a, b FROM t ORDER BY rowid") {
            [$0.optionalString(0), $0.optionalString(1)]
        }
        #expect(rows == [["first", "run"], [nil, nil], [nil, nil]])
    }

    // MARK: - Result codes

    @Test func resultCodesMatchByNameAndAPrimaryCodeMatchesItsExtendedOnes() throws {
        try connection.execute("CREATE TABLE u (k TEXT PRIMARY KEY)")
        try connection.run("INSERT INTO u (k) VALUES (?)", [.text("one")])
        do {
            try connection.run("INSERT INTO u (k) VALUES (?)", [.text("one")])
            Issue.record("a duplicate key was inserted")
        } catch ResultCode.SQLITE_CONSTRAINT_FOREIGNKEY {
            Issue.record("an extended code matched another extended code")
        } catch ResultCode.SQLITE_CONSTRAINT {
            // The primary code matches SQLITE_CONSTRAINT_PRIMARYKEY.
        }
        #expect(ResultCode.SQLITE_CONSTRAINT ~= ResultCode.SQLITE_CONSTRAINT_UNIQUE)
        #expect(!(ResultCode.SQLITE_CONSTRAINT_UNIQUE ~= ResultCode.SQLITE_CONSTRAINT))
        #expect(ResultCode.SQLITE_CONSTRAINT_UNIQUE.primaryResultCode == .SQLITE_CONSTRAINT)
        let error = DatabaseError(
            extendedResultCode: .SQLITE_CONSTRAINT_UNIQUE, message: "UNIQUE constraint failed: u.k")
        #expect(error.resultCode == .SQLITE_CONSTRAINT && error.isConstraintViolation)
        #expect(error.description == "SQLite error 19 (2067): UNIQUE constraint failed: u.k")
    }

    // MARK: - The statement cache

    @Test func fixedSQLIsPreparedOnceAndReused() throws {
        let before = connection.cachedStatementCount
        for index in 0..<5 {
            try connection.run("INSERT INTO t (a, b) VALUES (?, ?)", [.integer(Int64(index)), .null])
            _ = try connection.scalarInt("SELECT count(*) FROM t WHERE a = ?", [.integer(Int64(index))])
        }
        #expect(connection.cachedStatementCount == before + 2)
        #expect(try connection.prepare("SELECT count(*) FROM t") === connection.prepare("SELECT count(*) FROM t"))
    }

    @Test func dynamicSQLIsNeverCached() throws {
        let before = connection.cachedStatementCount
        for count in 1...20 {
            let placeholders = Array(repeating: "?", count: count).joined(separator: ", ")
            let sql = SQL(dynamic: "SELECT count(*) FROM t WHERE a IN (\(placeholders))")
            #expect(!sql.isFixed)
            #expect(try connection.scalarInt(sql, Array(repeating: .text("x"), count: count)) == 0)
        }
        #expect(connection.cachedStatementCount == before)
        let dynamic = SQL(dynamic: "SELECT 1")
        #expect(try connection.prepare(dynamic) !== connection.prepare(dynamic))
    }

    @Test func fixedFragmentsStayFixedAndADynamicOneMakesTheWholeDynamic() {
        let columns: SQL = "a, b"
        let fixed: SQL = "SELECT \(columns) FROM t"
        #expect(fixed.isFixed && fixed.text == "SELECT a, b FROM t")
        #expect(("SELECT a " as SQL + "FROM t").isFixed)
        let filter = SQL(dynamic: "a IN (?, ?)")
        let mixed: SQL = "SELECT \(columns) FROM t WHERE \(filter)"
        #expect(!mixed.isFixed && mixed.text == "SELECT a, b FROM t WHERE a IN (?, ?)")
        #expect(!(fixed + filter).isFixed)
    }

    // MARK: - Enums

    @Test func enumsBindAsTheirRawValuesAndAbsentOnesAsNull() throws {
        let placement: Placement = .topBarTrailing
        let usage: UsageFrequency? = nil
        try connection.run("INSERT INTO t (a, b) VALUES (?, ?)", [placement.sqlValue, usage.sqlValue])
        let row = try connection.queryFirst("SELECT a, b IS NULL FROM t") { ($0.string(0), $0.bool(1)) }
        #expect(row?.0 == "topBarTrailing")
        #expect(row?.1 == true)
        let role: CommandRole? = .destructive
        #expect(role.sqlValue == .text("destructive"))
        #expect(SizeClass.compact.sqlValue == .text(SizeClass.compact.rawValue))
    }
}
