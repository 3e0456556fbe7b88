import Testing
import ToolbarModel
import ToolbarRegistryCLI

// MARK: - Typed accessors

/// The probe command's options, one of each kind.
private enum Probe {
    static let width = OptionKey.int("--width", help: "Width.")
    static let boundedWidth = OptionKey.int("--width", help: "Width.", in: 1...100)
    static let scale = OptionKey.number("--scale", help: "Scale.")
    static let role = OptionKey.repeated("--role", help: "Role.", as: CommandRole.self)
    static let token = OptionKey.string("--token", help: "Token.", environment: "TOOL_TOKEN")
    static let axis = OptionKey.value("--axis", help: "Axis.", default: AxisBehavior.automatic)
    static let force = OptionKey.flag("--force", help: "Force.")
    static let name = OptionKey.clearable("--name", help: "Name.")
    static let gated = OptionKey.toggle("--gated", help: "Gated.")
    static let size = OptionKey.required("--size", help: "Size.", in: 1...10)
    static let undeclared = OptionKey.flag("--nope", help: "Nothing.")
}

/// Runs `body` on the command line parsed by a one-command tool, returning what it threw.
private func withParsed(
    _ arguments: [String], environment: [String: String] = [:],
    _ body: @escaping @Sendable (ParsedCommand) throws -> Void
) -> RunResult {
    let tool = CommandSpec(
        "tool", abstract: "Tool.",
        subcommands: [
            CommandSpec(
                "probe", abstract: "Probe.",
                arguments: [.optional("count", help: "A count."), .variadic("rest", help: "Others.")],
                options: [
                    Probe.width.spec, Probe.scale.spec, Probe.role.spec, Probe.token.spec, Probe.axis.spec,
                    Probe.force.spec, Probe.name.spec, Probe.gated.spec
                ],
                run: { parsed in
                    try body(parsed)
                    parsed.output.line("ran")
                    return .success
                })
        ])
    let out = CapturedText()
    let err = CapturedText()
    let status = tool.run(arguments: ["probe"] + arguments, environment: environment, stdout: out, stderr: err)
    return RunResult(status: status, stdout: out.text, stderr: err.text)
}

@Suite struct ParsingAccessorTests {
    @Test func valuesAreTyped() {
        let result = withParsed([
            "7", "a", "b", "--width", "-5", "--scale", "1.5", "--role", "cancel", "--role", "confirm"
        ]) { parsed throws in
            #expect(try parsed.intArgument("count") == 7)
            #expect(try parsed.arguments("rest") == ["a", "b"])
            #expect(parsed.argument(2) == "b")
            #expect(parsed.argument(3) == nil)
            #expect(try parsed[Probe.width] == -5)
            #expect(try parsed[Probe.scale] == 1.5)
            #expect(try parsed[Probe.role] == [.cancel, .confirm])
            #expect(try parsed[Probe.axis] == .automatic)
            #expect(try parsed.isSet(Probe.width))
            #expect(try !parsed.isSet(Probe.axis))
            #expect(try !parsed[Probe.force])
            #expect(try parsed[Probe.token] == nil)
            #expect(try parsed[Probe.name] == nil)
            #expect(try parsed[Probe.gated] == nil)
            #expect(parsed.commandName == "tool probe")
        }
        #expect(result == RunResult(status: 0, stdout: "ran\n", stderr: ""))
    }

    @Test func environmentFillsAnAbsentOption() {
        let result = withParsed([], environment: ["TOOL_TOKEN": "abc"]) { parsed throws in
            #expect(try parsed[Probe.token] == "abc")
        }
        #expect(result == RunResult(status: 0, stdout: "ran\n", stderr: ""))
    }

    @Test(
        arguments: [
            (
                "integer out of range", ["--width", "0"],
                "Error: The value '0' is invalid for '--width': expected an integer from 1 to 100."
            ),
            (
                "not a number", ["--scale", "big"],
                "Error: The value 'big' is invalid for '--scale': expected a number."
            ),
            (
                "infinite number", ["--scale", "inf"],
                "Error: The value 'inf' is invalid for '--scale': expected a number."
            ),
            (
                "argument not an integer", ["seven"],
                "Error: The value 'seven' is invalid for '<count>': expected an integer."
            )
        ] as [(String, [String], String)])
    func badValuesAreUsageErrors(id: String, arguments: [String], firstLine: String) {
        let result = withParsed(arguments) { parsed in
            _ = try parsed[Probe.boundedWidth]
            _ = try parsed[Probe.scale]
            _ = try parsed.intArgument("count")
        }
        #expect(result.status == 64, "\(id)")
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine, "\(id)")
    }

    @Test func clearableAndToggleTellGivenFromAbsent() {
        let result = withParsed(["--name", "", "--no-gated"]) { parsed throws in
            #expect(try parsed[Probe.name] == .some(nil))
            #expect(try parsed[Probe.gated] == false)
        }
        #expect(result == RunResult(status: 0, stdout: "ran\n", stderr: ""))
        let named = withParsed(["--name", "Ann", "--gated"]) { parsed throws in
            #expect(try parsed[Probe.name] == .some("Ann"))
            #expect(try parsed[Probe.gated] == true)
        }
        #expect(named == RunResult(status: 0, stdout: "ran\n", stderr: ""))
    }

    @Test(arguments: [
        ("undeclared option", "Error: 'tool probe' declares no option '--nope'."),
        ("undeclared argument", "Error: 'tool probe' declares no argument '<nope>'.")
    ])
    func readingWhatTheCommandDoesNotDeclareIsAFailure(id: String, firstLine: String) {
        let result = withParsed([]) { parsed in
            switch id {
            case "undeclared option": _ = try parsed[Probe.undeclared]
            default: _ = try parsed.argument("nope")
            }
        }
        #expect(result == RunResult(status: 1, stdout: "", stderr: firstLine + "\n"))
    }

    @Test func environmentValueOutsideTheAllowedOnesIsAUsageError() {
        let format = OptionKey.string(
            "--format", help: "Format.", default: "text", allowed: ["text", "json"], environment: "TOOL_FORMAT",
            inherited: true)
        let tool = CommandSpec(
            "tool", abstract: "Tool.",
            options: [format.spec],
            subcommands: [
                CommandSpec(
                    "go", abstract: "Go.",
                    run: { parsed in
                        parsed.output.line(try parsed[format])
                        return .success
                    })
            ])
        let out = CapturedText()
        let err = CapturedText()
        #expect(tool.run(arguments: ["go"], environment: ["TOOL_FORMAT": "json"], stdout: out, stderr: err) == 0)
        #expect(out.text == "json\n")
        #expect(tool.run(arguments: ["go"], environment: ["TOOL_FORMAT": "xml"], stdout: out, stderr: err) == 64)
        #expect(
            err.text.hasPrefix(
                "Error: The value 'xml' is invalid for '--format'. Allowed: text, json. "
                    + "(The value comes from $TOOL_FORMAT.)\n"))
    }

    @Test func aRequiredKeyIsCheckedWhileParsing() {
        let tool = CommandSpec(
            "tool", abstract: "Tool.",
            subcommands: [
                CommandSpec(
                    "go", abstract: "Go.", options: [Probe.size.spec],
                    run: { parsed in
                        parsed.output.line(String(try parsed[Probe.size]))
                        return .success
                    })
            ])
        let out = CapturedText()
        let err = CapturedText()
        #expect(tool.run(arguments: ["go", "--size", "2.5"], environment: [:], stdout: out, stderr: err) == 0)
        #expect(out.text == "2.5\n")
        #expect(tool.run(arguments: ["go"], environment: [:], stdout: out, stderr: err) == 64)
        #expect(err.text.hasPrefix("Error: Missing expected argument '--size <size>'.\nUsage: tool go "))
    }
}
