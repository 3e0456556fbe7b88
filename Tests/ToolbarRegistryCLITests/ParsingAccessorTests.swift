import Testing
import ToolbarModel
import ToolbarRegistryCLI

// MARK: - Typed accessors

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
                    .option("--width", help: "Width."),
                    .option("--scale", help: "Scale."),
                    .option("--role", help: "Role.", values: CommandRole.self, repeatable: true),
                    .option("--token", help: "Token.", environment: "TOOL_TOKEN"),
                    .option("--axis", help: "Axis.", values: AxisBehavior.self, default: .automatic),
                    .flag("--force", help: "Force."),
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
            "7", "a", "b", "--width", "-5", "--scale", "1.5", "--role", "cancel", "--role", "confirm",
        ]) { parsed throws in
            #expect(try parsed.intArgument("count") == 7)
            #expect(try parsed.arguments("rest") == ["a", "b"])
            #expect(parsed.argument(2) == "b")
            #expect(parsed.argument(3) == nil)
            #expect(try parsed.int("--width") == -5)
            #expect(try parsed.double("--scale") == 1.5)
            #expect(try parsed.enumValues("--role", as: CommandRole.self) == [.cancel, .confirm])
            #expect(try parsed.enumValue("--axis", as: AxisBehavior.self) == .automatic)
            #expect(try parsed.isSet("--width"))
            #expect(try !parsed.isSet("--axis"))
            #expect(try !parsed.flag("--force"))
            #expect(try parsed.string("--token") == nil)
            #expect(parsed.commandName == "tool probe")
        }
        #expect(result == RunResult(status: 0, stdout: "ran\n", stderr: ""))
    }

    @Test func environmentFillsAnAbsentOption() {
        let result = withParsed([], environment: ["TOOL_TOKEN": "abc"]) { parsed throws in
            #expect(try parsed.string("--token") == "abc")
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
            ),
        ] as [(String, [String], String)])
    func badValuesAreUsageErrors(id: String, arguments: [String], firstLine: String) {
        let result = withParsed(arguments) { parsed in
            _ = try parsed.int("--width", in: 1...100)
            _ = try parsed.double("--scale")
            _ = try parsed.intArgument("count")
        }
        #expect(result.status == 64, "\(id)")
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine, "\(id)")
    }

    @Test(arguments: [
        ("flag read as option", "Error: '--force' of 'tool probe' is a flag."),
        ("option read as flag", "Error: '--width' of 'tool probe' is an option with a value."),
        ("undeclared argument", "Error: 'tool probe' declares no argument '<nope>'."),
    ])
    func accessorMisuseIsAFailure(id: String, firstLine: String) {
        let result = withParsed([]) { parsed in
            switch id {
            case "flag read as option": _ = try parsed.string("--force")
            case "option read as flag": _ = try parsed.flag("--width")
            default: _ = try parsed.argument("nope")
            }
        }
        #expect(result == RunResult(status: 1, stdout: "", stderr: firstLine + "\n"))
    }

    @Test func environmentValueOutsideTheAllowedOnesIsAUsageError() {
        let tool = CommandSpec(
            "tool", abstract: "Tool.",
            options: [
                .option(
                    "--format", help: "Format.", default: "text", allowed: ["text", "json"],
                    environment: "TOOL_FORMAT", inherited: true)
            ],
            subcommands: [
                CommandSpec(
                    "go", abstract: "Go.",
                    run: { parsed in
                        parsed.output.line(try parsed.requiredString("--format"))
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

    @Test func requiredStringNamesTheMissingOption() {
        let result = withParsed([]) { parsed in _ = try parsed.requiredString("--width") }
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: Missing expected argument '--width <width>'.\nUsage: tool probe "))
    }
}
