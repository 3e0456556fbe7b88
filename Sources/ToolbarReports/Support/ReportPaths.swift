/// The paths a report points at, made relative to the source root (the repository, where CI
/// tools resolve them) or absolute when outside it. Pure: the caller passes the folders.
public enum ReportPaths {
    /// `path` with `.` and empty parts dropped and each `name/..` resolved, lexically (symlinks
    /// are not followed). A relative path keeps the `..` that climb above its start; an absolute
    /// one drops those that climb above `/`. The empty path is `.`.
    public static func normalised(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default:
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined.isEmpty ? "." : joined
    }

    /// `path` (absolute, or relative to `base`) relative to `root` when it is inside it, else
    /// absolute; `root` and `base` are absolute folders (`root` may be relative to `base`).
    public static func relative(_ path: String, root: String, base: String) -> String {
        let absolute = normalised(path.hasPrefix("/") ? path : base + "/" + path)
        let top = normalised(root.hasPrefix("/") ? root : base + "/" + root)
        if absolute == top { return "." }
        if top == "/" { return String(absolute.dropFirst()) }
        if absolute.hasPrefix(top + "/") { return String(absolute.dropFirst(top.count + 1)) }
        return absolute
    }

    /// `report` with every file it points at (the registry export, scanned screens and commands)
    /// relative to `root`, or absolute when outside it; relative paths in it are read from `base`.
    public static func relocated(_ report: VerificationReport, root: String, base: String) -> VerificationReport {
        var report = report
        func move(_ path: String) -> String { relative(path, root: root, base: base) }
        report.registryFile = report.registryFile.map(move)
        report.screens = report.screens.map { screen in
            var screen = screen
            if let file = screen.source?.file { screen.source?.file = move(file) }
            for index in screen.commands.indices {
                if let file = screen.commands[index].source?.file { screen.commands[index].source?.file = move(file) }
            }
            return screen
        }
        return report
    }
}
