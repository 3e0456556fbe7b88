import Foundation
import Testing

@testable import ToolbarStorage

@Test func builtInMigrationsMatchTheMigrationsFolder() throws {
    let folder = Repository.url("Migrations")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }
        .sorted()
    #expect(embeddedMigrationFiles.map(\.name) == names, "run scripts/embed-resources.sh")
    for file in embeddedMigrationFiles {
        let onDisk = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
        #expect(file.contents == onDisk, "Migrations/\(file.name) changed: run scripts/embed-resources.sh")
    }
    #expect(
        Migration.builtIn.map(\.version) == Array(1...names.count), "migrations are numbered 0001, 0002… without gaps")
}
