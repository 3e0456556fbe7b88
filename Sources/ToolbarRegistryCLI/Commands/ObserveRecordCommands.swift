import ToolbarModel
import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry observe list|remove`: the stored observations.
extension ObserveCommands {
    static let list = CommandSpec(
        "list", abstract: "List the stored observations: id, screen, scenario, device, window and who imported them.",
        discussion:
            "An observation marked stale was made before the screen's records changed: audits no longer judge it.",
        arguments: [.optional("scope", help: "App or App/Screen (default: every app).")],
        options: [GlobalOptions.format.spec],
        run: { parsed in
            let scope = try parsed.argument("scope") == nil ? nil : try parsed.recordPath("scope", depth: 1...2)
            let registry = try parsed.openRegistry(.read)
            let listings = try registry.observations(scope)
            if try parsed.wantsJSON {
                try parsed.printJSON("observations", listings)
            } else if listings.isEmpty {
                parsed.output.write(
                    "No observations; import some with 'toolbar-registry observe import' "
                        + "(docs/observations.md).\n")
            } else {
                var table = TextTable(headers: ["ID", "SCREEN", "SCENARIO", "DEVICE", "WINDOW", "IMPORTED", "BY", ""])
                for listing in listings {
                    table.addRow([
                        String(listing.id), listing.screen, listing.scenario, listing.device,
                        "\(JSONWriter.numberText(listing.windowWidth)) × \(JSONWriter.numberText(listing.windowHeight))",
                        listing.importedAt, listing.importedBy, listing.stale ? "stale" : ""
                    ])
                }
                parsed.output.write(table.render())
            }
            return .success
        })

    static let remove = CommandSpec(
        "remove", abstract: "Remove stored observations by id, in one transaction.",
        discussion: """
            Ids are those 'observe list' shows. An unknown id removes nothing. Each removal is logged; audits judge \
            the observation's screen again.
            """,
        arguments: [.variadic("id", help: "Observation ids (see observe list).", minimum: 1)],
        options: [GlobalOptions.format.spec],
        run: { parsed in
            let ids = try parsed.arguments("id").map { text -> Int64 in
                guard let id = Int64(text), id > 0 else {
                    throw UsageError("'\(text.debugPreview)' is not an observation id; 'observe list' shows them.")
                }
                return id
            }
            let registry = try parsed.openRegistry(.write)
            let removed = try registry.removeObservations(ids)
            if try parsed.wantsJSON {
                try parsed.printJSON("removed", removed)
            } else {
                for listing in removed {
                    parsed.output.write(
                        "Removed observation \(listing.id): \(listing.screen) (\(listing.scenario), "
                            + "\(listing.device)), imported \(listing.importedAt) by \(listing.importedBy).\n")
                }
            }
            return .success
        })
}
