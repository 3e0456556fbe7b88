// swift-tools-version:6.0
//
// Toolbar Registry: a command-line tool and library that keeps an iOS team's toolbar design
// registry in SQLite, predicts toolbar layouts for every width and pose, and audits them.
//
// Layers (bottom to top): ToolbarModel → ToolbarSolver / ToolbarChecklist (pure) →
// ToolbarStorage (the only SQLite code) → ToolbarRegistry (service, the public library) → CLI.

import Foundation
import PackageDescription

// MARK: - The toolchain's own SwiftSyntax

/// The folder holding the toolchain's SwiftSyntax/SwiftParser modules and libraries
/// (`<toolchain>/usr/lib/swift/host`). Found from the `swift` on PATH, resolved through its
/// symlinks; `TOOLBAR_REGISTRY_SWIFT_HOST_LIB` overrides it. Nothing machine-specific is written
/// here, so the manifest works with any toolchain layout that ships these modules.
func toolchainHostLibraryDirectory() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["TOOLBAR_REGISTRY_SWIFT_HOST_LIB"], !override.isEmpty {
        return override
    }
    let searchPath = environment["PATH"] ?? ""
    for directory in searchPath.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let binary = candidate.resolvingSymlinksInPath()
        let host = binary.deletingLastPathComponent()  // usr/bin
            .deletingLastPathComponent()  // usr
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftParser.swiftmodule").path) {
            return host.path
        }
    }
    return nil
}

let hostLibraryDirectory = toolchainHostLibraryDirectory() ?? "/usr/lib/swift/host"

let scannerSwiftSettings: [SwiftSetting] = [
    .unsafeFlags(["-I", hostLibraryDirectory, "-enable-library-evolution"])
]
let scannerLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-L", hostLibraryDirectory, "-Xlinker", "-rpath", "-Xlinker", hostLibraryDirectory]),
    .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftSyntax"),
]

// MARK: - Package

let package = Package(
    name: "ToolbarRegistry",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "toolbar-registry", targets: ["toolbar-registry"]),
        .library(name: "ToolbarRegistry", targets: ["ToolbarRegistry"]),
    ],
    targets: [
        .systemLibrary(
            name: "ToolbarRegistrySQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "ToolbarModel"),
        .target(name: "ToolbarSolver", dependencies: ["ToolbarModel"]),
        .target(name: "ToolbarChecklist", dependencies: ["ToolbarModel", "ToolbarSolver"]),
        .target(
            name: "ToolbarStorage",
            dependencies: ["ToolbarRegistrySQLite", "ToolbarModel", "ToolbarSolver", "ToolbarChecklist"]
        ),
        // SwiftSyntax stays inside ToolbarSyntax (library evolution + `internal import`), which
        // exposes plain syntax facts; ToolbarScanner turns them into registry records.
        .target(
            name: "ToolbarSyntax",
            swiftSettings: scannerSwiftSettings,
            linkerSettings: scannerLinkerSettings
        ),
        .target(name: "ToolbarScanner", dependencies: ["ToolbarSyntax", "ToolbarModel"]),
        .target(name: "ToolbarReports", dependencies: ["ToolbarModel", "ToolbarSolver", "ToolbarChecklist"]),
        .target(
            name: "ToolbarCodegen",
            dependencies: ["ToolbarModel", "ToolbarSolver", "ToolbarChecklist", "ToolbarSyntax"]
        ),
        .target(
            name: "ToolbarRegistry",
            dependencies: [
                "ToolbarModel", "ToolbarSolver", "ToolbarChecklist", "ToolbarStorage", "ToolbarScanner",
                "ToolbarCodegen", "ToolbarReports",
            ]
        ),
        .target(
            name: "ToolbarRegistryCLI",
            dependencies: [
                "ToolbarRegistry", "ToolbarModel", "ToolbarSolver", "ToolbarChecklist", "ToolbarCodegen", "ToolbarReports",
            ]
        ),
        .executableTarget(name: "toolbar-registry", dependencies: ["ToolbarRegistryCLI"]),
        .executableTarget(
            name: "toolbar-registry-bench",
            dependencies: [
                "ToolbarRegistry", "ToolbarModel", "ToolbarSolver", "ToolbarChecklist", "ToolbarStorage",
                "ToolbarReports",
            ]
        ),
        .testTarget(name: "ToolbarModelTests", dependencies: ["ToolbarModel"]),
        .testTarget(name: "ToolbarSolverTests", dependencies: ["ToolbarSolver", "ToolbarModel"]),
        .testTarget(name: "ToolbarChecklistTests", dependencies: ["ToolbarChecklist", "ToolbarSolver", "ToolbarModel"]),
        .testTarget(name: "ToolbarStorageTests", dependencies: ["ToolbarStorage", "ToolbarModel"]),
        .testTarget(
            name: "ToolbarReportsTests",
            dependencies: ["ToolbarReports", "ToolbarChecklist", "ToolbarSolver", "ToolbarModel"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "ToolbarSyntaxTests", dependencies: ["ToolbarSyntax"]),
        .testTarget(
            name: "ToolbarScannerTests",
            dependencies: ["ToolbarScanner", "ToolbarSyntax", "ToolbarModel"],
            exclude: ["Fixtures"]  // Swift sources the scanner reads, not test code
        ),
        .testTarget(
            name: "ToolbarCodegenTests",
            dependencies: [
                "ToolbarCodegen", "ToolbarScanner", "ToolbarSyntax", "ToolbarChecklist", "ToolbarSolver", "ToolbarModel",
                "ToolbarRegistry",  // applying plans through the service
            ]
        ),
        .testTarget(
            name: "ToolbarRegistryTests",
            dependencies: ["ToolbarRegistry", "ToolbarStorage", "ToolbarModel", "ToolbarChecklist"]
        ),
        .testTarget(
            name: "ToolbarRegistryCLITests",
            dependencies: [
                "ToolbarRegistryCLI", "ToolbarRegistry", "ToolbarModel", "ToolbarStorage", "toolbar-registry",
            ]
        ),
    ]
)
