#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

// MARK: - Running a command line

extension CommandSpec {
    /// Parses `arguments` (without the program name) against this root command, prints help,
    /// the version or errors, runs the chosen command and returns its exit status. Never traps:
    /// every error is caught and turned into a message and an exit code.
    /// Results that could not be written (a full disk, a closed stdout) end the command with
    /// `Error: could not write standard output: …` and exit 1, whatever it did before; a broken
    /// pipe stays quiet. Everything the command reads besides its arguments comes from `context`.
    public func run(arguments: [String], context: CommandContext, output: Output) -> Int32 {
        let status = dispatch(arguments: arguments, context: context, output: output)
        output.flush()
        guard let failure = output.stdoutFailure else { return status }
        output.writeError("Error: could not write standard output: \(failure)\n")
        return status == ExitCode.usage.rawValue ? status : ExitCode.failure.rawValue
    }

    /// Runs in the process's current directory with its standard input and `environment`.
    public func run(arguments: [String], environment: [String: String], output: Output) -> Int32 {
        run(arguments: arguments, context: .process(environment: environment), output: output)
    }

    /// Runs with the process's standard streams, terminal detection and colour as `--color`,
    /// `NO_COLOR` and `CLICOLOR_FORCE` say. `SIGPIPE` is ignored so that `| head` ends the output
    /// quietly instead of killing the process; closed standard descriptors are occupied first
    /// (see ``StandardDescriptors``).
    public func run(arguments: [String], environment: [String: String]) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        StandardDescriptors.secure()
        let output = Output.standard(environment: environment, color: ColorChoice.given(in: arguments))
        return run(arguments: arguments, environment: environment, output: output)
    }

    /// Parses and runs in process with the given sinks, as the binary runs with both streams on
    /// pipes: no terminal, so colour only where `--color always` or `CLICOLOR_FORCE` force it.
    /// Tests run the real command tree this way, each command line in its own folder.
    public func run(
        arguments: [String], context: CommandContext, stdout: any TextSink, stderr: any TextSink
    ) -> Int32 {
        let color = ColorChoice.given(in: arguments)
        let output = Output(
            stdout: stdout, stderr: stderr, colorAllowed: color.allowsColor(environment: context.environment),
            colorForced: color.forcesColor(environment: context.environment))
        return run(arguments: arguments, context: context, output: output)
    }

    /// Parses and runs with the given sinks in the process's current directory, standard input
    /// empty (see ``run(arguments:context:stdout:stderr:)``).
    public func run(
        arguments: [String], environment: [String: String], stdout: any TextSink, stderr: any TextSink
    ) -> Int32 {
        run(arguments: arguments, context: CommandContext(environment: environment), stdout: stdout, stderr: stderr)
    }

    /// Parses, then prints help, the version or an error, or runs the command.
    private func dispatch(arguments: [String], context: CommandContext, output: Output) -> Int32 {
        let parser = CommandLineParser(root: self, context: context, output: output)
        switch parser.parse(arguments) {
        case .help(let path):
            output.write(HelpFormatter.help(for: path))
            return ExitCode.success.rawValue
        case .version(let version):
            output.write(version + "\n")
            return ExitCode.success.rawValue
        case .completionScript(let script):
            output.write(script)
            return ExitCode.success.rawValue
        case .manual:
            output.write(ManualPage.render(self))
            return ExitCode.success.rawValue
        case .usageError(let error, let path):
            reportUsage(error, path: path, output: output)
            return ExitCode.usage.rawValue
        case .run(let parsed):
            return execute(parsed)
        }
    }

    /// The help text of the command reached by `names` below this root (for docs and tests).
    public func helpText(for names: [String] = []) -> String? {
        var path = [self]
        for name in names {
            guard let child = path[path.count - 1].subcommand(named: name) else { return nil }
            path.append(child)
        }
        return HelpFormatter.help(for: path)
    }

    /// Runs validation then the run closure, mapping errors to exit codes.
    private func execute(_ parsed: ParsedCommand) -> Int32 {
        let output = parsed.output
        do {
            if let validate = parsed.command.validate { try validate(parsed) }
            guard let run = parsed.command.run else {
                throw Failure("'\(parsed.commandName)' has nothing to run.")
            }
            if let status = ScanHandOff.handOff(parsed) { return status }
            return try run(parsed).rawValue
        } catch let error as UsageError {
            reportUsage(error, path: parsed.path, output: output)
            return ExitCode.usage.rawValue
        } catch let error as ExitCode {
            return error.rawValue
        } catch let error as Failure {
            output.writeError("Error: \(error.message)\n")
            return error.exitCode.rawValue
        } catch {
            output.writeError("Error: \(Self.message(for: error))\n")
            return ExitCode.failure.rawValue
        }
    }

    /// Prints `Error: …`, the usage line and where to find help.
    private func reportUsage(_ error: UsageError, path: [CommandSpec], output: Output) {
        let name = path.map(\.name).joined(separator: " ")
        output.writeError(
            "Error: \(error.message)\n"
                + "Usage: \(HelpFormatter.usage(for: path))\n"
                + "  See '\(name) --help' for more information.\n")
    }

    /// The one-line text of any error: its description, without a trailing newline.
    static func message(for error: any Error) -> String {
        String(describing: error)
            .split(whereSeparator: \.isNewline)
            .map { String($0).trimming(.whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
