import ToolbarModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The seed registries built into the binary from `Seeds/`.
public enum SeedCatalog {
    /// Every seed file's name and contents, sorted by name.
    public static var files: [(name: String, contents: String)] { embeddedSeedFiles }

    private static func rank(_ name: String) -> Int { name == "scenarios.json" ? 0 : 1 }

    /// The decoded seed documents, scenario presets first.
    public static func documents() throws -> [(name: String, document: RegistryDocument)] {
        try files.sorted { (rank($0.name), $0.name) < (rank($1.name), $1.name) }.map { file in
            do {
                return (file.name, try RegistryDocument.decode(Data(file.contents.utf8)))
            } catch let error as InterchangeError {
                throw RegistryError.importRefused(file: "Seeds/\(file.name)", error)
            }
        }
    }
}

extension Registry {
    /// Loads the built-in seeds: the scenario presets and the apps built from the two seed
    /// documents. Idempotent: loading twice changes nothing the second time.
    @discardableResult
    public func seed() throws -> ImportReport {
        var report = ImportReport()
        let documents = try SeedCatalog.documents()
        try write {
            for (_, document) in documents {
                report.merge(try importDocument(document))
            }
        }
        return report
    }
}
