/// `toolbar-registry completions bash|zsh|fish`.
enum CompletionsCommand {
    static let spec = CommandSpec(
        "completions", abstract: "Print the shell completion script for bash, zsh or fish.",
        discussion: """
            The script is generated from the command tree, so it always knows every command, option and value.
            bash: toolbar-registry completions bash > ~/.local/share/bash-completion/completions/toolbar-registry
            zsh: toolbar-registry completions zsh > "${fpath[1]}/_toolbar-registry" (a folder on $fpath, before compinit)
            fish: toolbar-registry completions fish > ~/.config/fish/completions/toolbar-registry.fish
            scripts/install.sh installs all three.
            """,
        arguments: [.required("shell", help: "The shell to complete in.", allowed: CompletionScript.shells)],
        run: { parsed in
            parsed.output.write(
                CompletionScript.script(for: parsed.path[0], shell: try parsed.argument("shell") ?? "bash"))
            return .success
        })
}
