import Foundation
import Testing
import ToolbarRegistryCLI

// MARK: - Display width

@Suite struct TerminalDisplayWidthTests {
    @Test(arguments: [
        ("plain ASCII", "Editor", 6),
        ("CJK is wide", "編集", 4),
        ("Hangul is wide", "편집", 4),
        ("fullwidth letters", "ＡＢ", 4),
        ("emoji presentation", "📸", 2),
        ("emoji with selector", "✏️", 2),
        ("emoji ZWJ family", "👨‍👩‍👧", 2),
        ("skin tone", "👍🏽", 2),
        ("combining accent", "E\u{301}dit", 4),
        ("lone combining mark", "\u{301}", 0),
        ("Arabic", "محرر", 4),
        ("empty", "", 0)
    ])
    func width(id: String, text: String, columns: Int) {
        #expect(text.displayWidth == columns, "\(id)")
    }
}

// MARK: - Text table

@Suite struct TerminalTextTableTests {
    @Test func columnsAlignByDisplayWidth() {
        var table = TextTable(columns: [.init("NAME"), .init("COMMANDS", alignment: .right), .init("OWNER")])
        table.addRow(["Editor", "12", "ana"])
        table.addRow(["編集", "3", ""])
        table.addRow(["📸 Camera", "104", "li"])
        #expect(
            table.render() == """
                NAME       COMMANDS  OWNER
                Editor           12  ana
                編集              3
                📸 Camera       104  li

                """)
    }

    @Test func headerCanBeLeftOutAndCellsAreCleaned() {
        var table = TextTable(headers: ["A", "B"])
        table.addRow(["x\ty", "1", "dropped"])
        table.addRow(["z"])
        #expect(table.render(includeHeader: false) == "x\\u{9}y  1\nz\n")
    }

    @Test func emptyTableWithoutHeaderIsEmpty() {
        #expect(TextTable(headers: ["A"]).render(includeHeader: false) == "")
    }
}

// MARK: - Output and colour

@Suite struct TerminalOutputTests {
    @Test(
        arguments: [
            ("no variables", [:], true),
            ("NO_COLOR set", ["NO_COLOR": "1"], false),
            ("NO_COLOR empty is ignored", ["NO_COLOR": ""], true),
            ("dumb terminal", ["TERM": "dumb"], false)
        ] as [(String, [String: String], Bool)])
    func colourAllowedByEnvironment(id: String, environment: [String: String], allowed: Bool) {
        #expect(Output.colorAllowed(environment: environment) == allowed, "\(id)")
    }

    @Test func colourOnlyOnATerminal() {
        let terminal = Output(stdout: CapturedText(), stderr: CapturedText(), stdoutIsTerminal: true)
        #expect(terminal.styled("ok", .green) == "\u{1B}[32mok\u{1B}[0m")
        #expect(terminal.styled("ok", .bold, .red) == "\u{1B}[1;31mok\u{1B}[0m")
        #expect(terminal.styled("ok", .red, on: .stderr) == "ok")
        let noColor = Output(
            stdout: CapturedText(), stderr: CapturedText(), stdoutIsTerminal: true, colorAllowed: false)
        #expect(noColor.styled("ok", .green) == "ok")
    }

    @Test func warningsGoToStderr() {
        let out = CapturedText()
        let err = CapturedText()
        let output = Output(stdout: out, stderr: err)
        output.line("result")
        output.warning("screen 'A/B' has no commands")
        #expect(out.text == "result\n")
        #expect(err.text == "Warning: screen 'A/B' has no commands\n")
    }
}

// MARK: - Progress bar

@Suite struct TerminalProgressBarTests {
    @Test(arguments: [
        (0, 10, "Importing [..........]   0% 0/10"), (5, 10, "Importing [#####.....]  50% 5/10"),
        (10, 10, "Importing [##########] 100% 10/10"), (0, 0, "Importing [##########] 100% 0/0")
    ])
    func rendering(completed: Int, total: Int, expected: String) {
        #expect(ProgressBar.render(label: "Importing", completed: completed, total: total, width: 10) == expected)
    }

    @Test func drawsNothingWhenStderrIsNotATerminal() {
        let err = CapturedText()
        let bar = ProgressBar(label: "Importing", total: 4, output: Output(stdout: CapturedText(), stderr: err))
        for _ in 0..<4 { bar.advance() }
        bar.finish()
        #expect(!bar.isVisible)
        #expect(bar.completed == 4)
        #expect(err.text == "")
    }

    @Test func drawsNothingWhenColourIsRefused() {
        let err = CapturedText()
        let output = Output(stdout: CapturedText(), stderr: err, stderrIsTerminal: true, colorAllowed: false)
        ProgressBar(label: "Importing", total: 2, output: output).advance()
        #expect(err.text == "")
    }

    @Test func redrawsOnlyWhenThePercentageChanges() {
        let err = CapturedText()
        let output = Output(stdout: CapturedText(), stderr: err, stderrIsTerminal: true)
        let bar = ProgressBar(label: "Solving", total: 400, output: output, width: 4)
        for _ in 0..<8 { bar.advance() }
        bar.finish()
        #expect(
            err.text == "\rSolving [....]   0% 1/400\rSolving [....]   1% 4/400\rSolving [....]   2% 8/400\r\u{1B}[2K")
    }
}

// MARK: - File descriptor sink

@Suite struct TerminalFileDescriptorSinkTests {
    @Test func bufferedTextReachesThePipeOnFlush() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let sink = FileDescriptorSink(descriptor: ends[1], buffered: true)
        sink.write("Editor  12\n")
        sink.write("編集  3\n")
        sink.flush()
        close(ends[1])
        let data = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
        #expect(String(decoding: data, as: UTF8.self) == "Editor  12\n編集  3\n")
        #expect(!sink.isTerminal)
    }
}
