import Foundation
import Testing
import ToolbarRegistry

/// The version lives once, in `toolbarRegistryVersion`: `--version` prints it and CHANGELOG.md's
/// first version heading names it.
@Suite struct VersionTests {
    @Test func versionFlagPrintsTheLibraryVersion() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let result = try cli.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == toolbarRegistryVersion + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func versionIsSemantic() {
        let parts = toolbarRegistryVersion.split(separator: ".", omittingEmptySubsequences: false)
        #expect(
            parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) },
            "\(toolbarRegistryVersion)")
    }

    @Test func changelogNamesTheVersionThisCheckoutBuilds() throws {
        let url = BinaryRunner.repositoryRoot.appendingPathComponent("CHANGELOG.md")
        let changelog = try String(contentsOf: url, encoding: .utf8)
        let heading = changelog.split(separator: "\n").first { $0.hasPrefix("## [") }
        let version = heading.flatMap { $0.dropFirst(4).split(separator: "]").first.map(String.init) }
        #expect(version == toolbarRegistryVersion, "CHANGELOG.md's first heading: \(heading ?? "none")")
    }
}
