import Foundation
import Testing

/// Every record verb not covered by the tour, as a user runs them (in process, see BinaryRunner), with JSON decoded.
@Suite struct VerbsEndToEndTests {
    @Test func appVerbs() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        #expect(try cli.run(["app", "add", "Mail", "--linked-sdk", "27.0", "--deployment-target", "25.0"]).status == 0)
        #expect(try cli.run(["app", "update", "Mail", "--owner", "Inbox Team", "--linked-sdk", "27.1"]).status == 0)
        var app = try cli.json(["app", "show", "Mail", "--format", "json"])["app"] as? [String: Any]
        #expect(app?["owner"] as? String == "Inbox Team")
        #expect(app?["linkedSDK"] as? String == "27.1")
        #expect(app?["deploymentTarget"] as? String == "25.0")
        #expect(try cli.run(["app", "update", "Mail", "--owner", ""]).status == 0)
        app = try cli.json(["app", "show", "Mail", "--format", "json"])["app"] as? [String: Any]
        #expect(app?["owner"] == nil)
        #expect(try cli.run(["app", "rename", "Mail", "Post"]).status == 0)
        #expect(
            try cli.json(["app", "list", "--format", "json"])["apps"].map {
                ($0 as? [[String: Any]])?.first?["name"] as? String
            } == "Post")
        #expect(try cli.run(["screen", "add", "Post/Inbox"]).status == 0)
        #expect(try cli.run(["app", "remove", "Post"]).status == 1)
        #expect(try cli.run(["app", "remove", "Post", "--force"]).status == 0)
        #expect((try cli.json(["app", "list", "--format", "json"])["apps"] as? [Any])?.isEmpty == true)
        #expect(try cli.run(["app", "update", "Post", "--linked-sdk", "27.x"]).status == 64)
    }

    @Test func appTargetsChooseTheAuditScenarios() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        #expect(try cli.run(["app", "add", "Watchless", "--target", "iPhone", "--target", "foldable"]).status == 0)
        var app = try cli.json(["app", "show", "Watchless", "--format", "json"])["app"] as? [String: Any]
        #expect(Set(app?["targets"] as? [String] ?? []) == ["iPhone", "foldable"])
        #expect(try cli.run(["app", "update", "Watchless", "--target", "iPad"]).status == 0)
        app = try cli.json(["app", "show", "Watchless", "--format", "json"])["app"] as? [String: Any]
        #expect(app?["targets"] as? [String] == ["iPad"])
        #expect(try cli.run(["app", "add", "Other", "--target", "watch"]).status == 64)
        let log = try cli.json(["log", "Watchless", "--format", "json"])["entries"] as? [[String: Any]]
        #expect(log?.map { $0["action"] as? String } == ["add", "targets", "targets"])

        // Targets travel with export and import.
        #expect(try cli.run(["export", "Watchless", "--output", "w.json"]).status == 0)
        var other = cli
        other.environment["TOOLBAR_REGISTRY_DB"] = cli.path("other.sqlite")
        #expect(try other.run(["import", "w.json"]).status == 0)
        let imported = try other.json(["app", "show", "Watchless", "--format", "json"])["app"] as? [String: Any]
        #expect(imported?["targets"] as? [String] == ["iPad"])
        #expect(try other.run(["export", "Watchless"]).stdout == (try cli.run(["export", "Watchless"]).stdout))
    }

    @Test func screenAndGroupVerbs() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.run(["app", "add", "Mail"])
        #expect(
            try cli.run([
                "screen", "add", "Mail/Compose", "--navigation", "modal", "--search", "toolbar",
                "--vertical-behavior", "disabled", "--opt-out-reason", "Keypad", "--tab-bar"
            ]).status == 0)
        #expect(
            try cli.run([
                "screen", "update", "Mail/Compose", "--no-tab-bar", "--toolbar-role", "editor",
                "--source", "Mail/Compose.swift:42"
            ]).status == 0)
        let screen = try cli.json(["screen", "show", "Mail/Compose", "--format", "json"])["screen"] as? [String: Any]
        #expect(screen?["navigationKind"] as? String == "modal")
        #expect(screen?["search"] as? String == "toolbar")
        #expect(screen?["verticalOptOutReason"] as? String == "Keypad")
        #expect(screen?["hasTabBar"] == nil)
        #expect(screen?["toolbarRole"] as? String == "editor")
        #expect((screen?["source"] as? [String: Any])?["line"] as? Int == 42)
        let screens = try cli.json(["screen", "list", "Mail", "--format", "json"])["screens"] as? [[String: Any]]
        #expect(screens?.map { $0["name"] as? String } == ["Compose"])

        #expect(try cli.run(["group", "add", "Mail/Compose", "send", "--placement", "topBarTrailing"]).status == 0)
        #expect(
            try cli.run([
                "command", "add", "Mail/Compose", "--title", "Send", "--symbol", "paperplane", "--group", "send"
            ]).status == 0)
        #expect(
            try cli.run([
                "group", "update", "Mail/Compose", "send", "--placement", "topBarPinnedTrailing", "--priority", "high"
            ]).status == 0)
        let command =
            try cli.json(["command", "show", "Mail/Compose/send", "--format", "json"])["command"] as? [String: Any]
        #expect(command?["placement"] as? String == "topBarPinnedTrailing")
        let groups = try cli.json(["group", "list", "Mail/Compose", "--format", "json"])["groups"] as? [[String: Any]]
        #expect(groups?.first?["priority"] as? String == "high")
        #expect(try cli.run(["group", "remove", "Mail/Compose", "send"]).status == 1)
        #expect(try cli.run(["group", "remove", "Mail/Compose", "send", "--force"]).status == 0)
        let detached =
            try cli.json(["command", "show", "Mail/Compose/send", "--format", "json"])["command"] as? [String: Any]
        #expect(detached?["group"] == nil)
        #expect(try cli.run(["screen", "rename", "Mail/Compose", "Draft"]).status == 0)
        #expect(try cli.run(["screen", "remove", "Mail/Draft"]).status == 1)
        #expect(try cli.run(["screen", "remove", "Mail/Draft", "--force"]).status == 0)
    }

    @Test func commandVerbs() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.run(["app", "add", "Shop"])
        try cli.run(["screen", "add", "Shop/Cart"])
        #expect(
            try cli.run([
                "command", "add", "Shop/Cart/total", "--content", "custom", "--title", "Total", "--width", "96",
                "--reacts-to-active", "--classification", "secondary"
            ]).status == 0)
        #expect(try cli.run(["command", "add", "Shop/Cart", "--content", "spacer", "--spacer", "fixed"]).status == 0)
        #expect(try cli.run(["command", "add", "Shop/Cart", "--title", "Checkout", "--position", "1"]).status == 0)
        var items =
            try cli.json(["command", "list", "Shop/Cart", "--format", "json"])["commands"] as? [[String: Any]] ?? []
        #expect(items.map { $0["key"] as? String } == ["checkout", "total", "spacer"])
        #expect((items[1]["customView"] as? [String: Any])?["width"] as? Int == 96)
        #expect(items[0]["content"] as? String == "text")
        #expect(
            try cli.run(["command", "update", "Shop/Cart/checkout", "--priority", "higherThan:automatic", "--essential"]
            ).status == 0)
        let checkout =
            try cli.json(["command", "show", "Shop/Cart/checkout", "--format", "json"])["command"] as? [String: Any]
        #expect(checkout?["priority"] as? String == "higherThan:automatic")
        #expect(checkout?["essential"] as? Bool == true)
        #expect(try cli.run(["command", "update", "Shop/Cart/checkout", "--priority", "urgent"]).status == 64)
        #expect(try cli.run(["command", "remove", "Shop/Cart/checkout"]).status == 0)
        items = try cli.json(["command", "list", "Shop/Cart", "--format", "json"])["commands"] as? [[String: Any]] ?? []
        #expect(items.map { $0["order"] as? Int } == [1, 2])
        #expect(try cli.run(["command", "show", "Shop/Cart/checkout"]).status == 1)
    }

    @Test func scenarioAndDatabaseVerbs() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        // db migrate upgrades an existing registry; it does not start one.
        #expect(try cli.run(["db", "migrate"]).firstErrorLine.hasPrefix("Error: no registry at"))
        #expect(
            try cli.run(["scenario", "add", "watch-wide", "--width", "500", "--height", "300", "--keyboard"]).status
                == 0)
        #expect(try cli.run(["db", "migrate"]).stdout == "Up to date.\n")
        let scenario =
            try cli.json(["scenario", "show", "watch-wide", "--format", "json"])["scenario"] as? [String: Any]
        #expect(scenario?["width"] as? Int == 500)
        #expect(scenario?["keyboardUp"] as? Bool == true)
        #expect(try cli.run(["scenario", "add", "Not Kebab", "--width", "500", "--height", "300"]).status == 64)
        #expect(try cli.run(["scenario", "add", "tiny", "--width", "5", "--height", "300"]).status == 64)
        #expect(try cli.run(["scenario", "remove", "watch-wide"]).status == 0)
        #expect((try cli.json(["scenario", "list", "--format", "json"])["scenarios"] as? [Any])?.isEmpty == true)
        let status = try cli.json(["db", "status", "--format", "json"])["migrations"] as? [String: Any]
        #expect((status?["pending"] as? [Any])?.isEmpty == true)
    }

    /// `scenario add --locale` follows the same rule as `solve --locale`: the locale implies the
    /// direction and a pseudo-locale's expansion, and explicit options override it.
    @Test(arguments: [
        (["--locale", "ar"], true, 1.0), (["--locale", "he-IL"], true, 1.0), (["--locale", "en-XA"], false, 1.4),
        (["--locale", "ar", "--no-rtl"], false, 1.0), (["--locale", "en", "--rtl"], true, 1.0),
        (["--locale", "en-XA", "--text-expansion", "1.2"], false, 1.2)
    ])
    func aScenariosLocaleImpliesItsDirectionAndExpansion(options: [String], rightToLeft: Bool, expansion: Double) throws
    {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        #expect(try cli.run(["scenario", "add", "local", "--width", "402", "--height", "874"] + options).status == 0)
        let scenario = try cli.json(["scenario", "show", "local", "--format", "json"])["scenario"] as? [String: Any]
        // The record JSON leaves out `false` and an expansion of 1.
        #expect((scenario?["rightToLeft"] as? Bool ?? false) == rightToLeft)
        #expect((scenario?["textExpansion"] as? Double ?? 1) == expansion)
    }

    /// `solve` takes the scenario options `scenario add` takes (declared once): `--rtl`/`--no-rtl`
    /// overrides what the locale implies there too.
    @Test func solveTakesTheScenarioOptionsOfScenarioAdd() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        func layout(_ options: [String]) throws -> String {
            let result = try cli.run(["solve", "PhotoEditor/Refactored Editor", "--format", "json"] + options)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        let leftToRight = try layout(["--locale", "en"])
        let arabic = try layout(["--locale", "ar"])
        #expect(arabic != leftToRight && arabic.contains("\"rightToLeft\": true"))
        #expect(try layout(["--locale", "ar", "--no-rtl"]) == leftToRight)
        #expect(try layout(["--locale", "en", "--rtl"]) == arabic)
    }

    @Test func importPruneAndDryRun() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.run(["app", "add", "A"])
        try cli.run(["screen", "add", "A/Keep"])
        try cli.run(["screen", "add", "A/Drop"])
        try cli.run(["export", "A/Keep", "--output", "keep.json"])
        let dry = try cli.run(["import", "keep.json", "--prune", "--dry-run"])
        #expect(dry.stdout.contains("- A/Drop"))
        #expect(dry.stdout.contains("dry run: nothing written"))
        #expect((try cli.json(["screen", "list", "A", "--format", "json"])["screens"] as? [Any])?.count == 2)
        #expect(try cli.run(["import", "keep.json", "--prune"]).status == 0)
        #expect((try cli.json(["screen", "list", "A", "--format", "json"])["screens"] as? [Any])?.count == 1)
    }

    @Test(arguments: [
        [], ["app"], ["screen"], ["group"], ["command"], ["scenario"], ["db"], ["app", "add"],
        ["command", "move"], ["import"], ["export"], ["log"], ["solve"], ["sweep"], ["where"], ["demo"], ["seed"]
    ])
    func helpExistsOnEveryLevel(_ words: [String]) throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let viaFlag = try cli.run(words + ["--help"])
        #expect(viaFlag.status == 0)
        #expect(viaFlag.stdout.contains("USAGE:"))
        let viaHelp = try cli.run(["help"] + words)
        #expect(viaHelp.stdout == viaFlag.stdout)
    }
}
