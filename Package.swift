// swift-tools-version:6.2
//
// Toolbar Registry: a command-line tool and library that keeps an iOS team's toolbar design
// registry in SQLite, predicts toolbar layouts for every width and pose, and audits them.
//
// Layers (bottom to top): ToolbarModel → ToolbarSolver / ToolbarChecklist (pure) →
// ToolbarStorage (the only SQLite code) → ToolbarRegistry (service, the public library) → CLI.
//
// Tools version 6.2: ToolbarSyntax needs unsafe flags (the toolchain's SwiftSyntax), and SwiftPM
// accepts unsafe flags from a versioned dependency (`.package(url:from:)`) only when that
// dependency's manifest declares 6.2 or later. scripts/test-versioned-dependency.sh proves it.

import Foundation
import PackageDescription

// MARK: - The toolchain's own SwiftSyntax

/// The folder holding the toolchain's SwiftSyntax/SwiftParser modules and libraries
/// (`<toolchain>/usr/lib/swift/host`), tried in this order:
/// 1. `TOOLBAR_REGISTRY_SWIFT_HOST_LIB` (documented in README.md, "Install");
/// 2. the `swift` on `PATH`, resolved through its symlinks (Linux, swift.org toolchains, swiftly);
/// 3. on macOS, where `/usr/bin/swift` is an `xcrun` shim rather than a symlink: the toolchain
///    named by `TOOLCHAINS`, the developer folder of `DEVELOPER_DIR` or `xcode-select`, then
///    `xcrun --find swift`.
/// A candidate counts only when it holds `SwiftParser.swiftmodule`. Nothing machine-specific is
/// written here, so the manifest works with any toolchain layout that ships these modules.
func toolchainHostLibraryDirectory() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["TOOLBAR_REGISTRY_SWIFT_HOST_LIB"], !override.isEmpty {
        return override
    }
    for candidate in swiftExecutablesOnPath(environment) + macOSToolchainSwiftExecutables(environment) {
        if let host = hostLibraryDirectory(besideSwift: candidate) { return host }
    }
    return nil
}

/// `<toolchain>/usr/lib/swift/host` for a `swift` executable in `<toolchain>/usr/bin`, when it
/// holds the SwiftParser module.
func hostLibraryDirectory(besideSwift swift: URL) -> String? {
    let host = swift.resolvingSymlinksInPath()
        .deletingLastPathComponent()  // usr/bin
        .deletingLastPathComponent()  // usr
        .appendingPathComponent("lib/swift/host")
    let module = host.appendingPathComponent("SwiftParser.swiftmodule").path
    return FileManager.default.fileExists(atPath: module) ? host.path : nil
}

/// Every executable `swift` on `PATH`, in order.
func swiftExecutablesOnPath(_ environment: [String: String]) -> [URL] {
    (environment["PATH"] ?? "").split(separator: ":").map {
        URL(fileURLWithPath: String($0)).appendingPathComponent("swift")
    }.filter { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// The `swift` executables of the active Xcode toolchain on macOS (none elsewhere).
func macOSToolchainSwiftExecutables(_ environment: [String: String]) -> [URL] {
    #if os(macOS)
        var toolchains: [URL] = []
        if let identifier = environment["TOOLCHAINS"], !identifier.isEmpty {
            for root in ["/Library/Developer/Toolchains", NSHomeDirectory() + "/Library/Developer/Toolchains"] {
                let folder = URL(fileURLWithPath: root)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
                for name in names where name.hasSuffix(".xctoolchain") {
                    let info = folder.appendingPathComponent(name).appendingPathComponent("Info.plist")
                    if let plist = NSDictionary(contentsOf: info), plist["CFBundleIdentifier"] as? String == identifier
                    {
                        toolchains.append(folder.appendingPathComponent(name))
                    }
                }
            }
        }
        var developerFolders: [String] = []
        if let folder = environment["DEVELOPER_DIR"], !folder.isEmpty { developerFolders.append(folder) }
        // What `xcode-select -p` prints is this link's target.
        if let selected = try? FileManager.default.destinationOfSymbolicLink(atPath: "/var/db/xcode_select_link") {
            developerFolders.append(selected)
        }
        developerFolders += ["/Applications/Xcode.app/Contents/Developer", "/Library/Developer/CommandLineTools"]
        for folder in developerFolders {
            let developer = URL(fileURLWithPath: folder)
            toolchains.append(developer.appendingPathComponent("Toolchains/XcodeDefault.xctoolchain"))
            toolchains.append(developer)  // the Command Line Tools keep usr/ at the top
        }
        var executables = toolchains.map { $0.appendingPathComponent("usr/bin/swift") }
        if let found = xcrunFindSwift() { executables.append(found) }
        return executables.filter { FileManager.default.isExecutableFile(atPath: $0.path) }
    #else
        return []
    #endif
}

#if os(macOS)
    /// `xcrun --find swift`, or nil when xcrun is missing or fails.
    func xcrunFindSwift() -> URL? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
        process.arguments = ["--find", "swift"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !path.isEmpty ? URL(fileURLWithPath: path) : nil
    }
#endif

let hostLibraryDirectory = toolchainHostLibraryDirectory() ?? "/usr/lib/swift/host"

/// Where the built tool looks for the SwiftSyntax libraries at run time: the toolchain's folder,
/// unless `TOOLBAR_REGISTRY_RPATH` names another (`scripts/install.sh` sets it to
/// `$ORIGIN/../lib/toolbar-registry`, where it copies the libraries, so that the installed tool
/// does not depend on the toolchain it was built with).
let runPath: String = {
    let value = ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_RPATH"] ?? ""
    return value.isEmpty ? hostLibraryDirectory : value
}()

let scannerSwiftSettings: [SwiftSetting] = [
    .unsafeFlags(["-I", hostLibraryDirectory, "-enable-library-evolution"])
]
let scannerLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-L", hostLibraryDirectory, "-Xlinker", "-rpath", "-Xlinker", runPath]),
    .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftSyntax"),
    .linkedLibrary("SwiftIfConfig"),  // decides `#if` for iOS (ships beside SwiftParser)
    .linkedLibrary("SwiftDiagnostics")
]

/// Links the `toolbar-registry` binary statically (Linux): the Swift runtime, FoundationEssentials,
/// the C and C++ runtimes and SQLite, so that a start maps one file and resolves no symbol in a
/// dynamic loader. The tool's modules import FoundationEssentials only (no full Foundation,
/// CoreFoundation or ICU data: a smaller image, fewer pages touched); their link entries name it,
/// and the static archives it needs are named here. glibc still loads its user-database modules
/// when asked for the user's name (only when `$USER` and `$LOGNAME` are unset).
let staticRuntimeFlags = [
    "-static-executable", "-use-ld=lld", "-Xlinker", "--start-group", "-lFoundationEssentials", "-l_FoundationCShims",
    "-l_FoundationCollections", "-lswiftSynchronization", "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime",
    "-Xlinker", "--end-group", "-lm", "-lutil"
]

// MARK: - Package

let package = Package(
    name: "ToolbarRegistry",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "toolbar-registry", targets: ["toolbar-registry"]),
        .executable(name: "toolbar-registry-scan", targets: ["toolbar-registry-scan"]),
        .library(name: "ToolbarRegistry", targets: ["ToolbarRegistry", "ToolbarRegistryScanning"])
    ],
    targets: [
        .systemLibrary(
            name: "ToolbarRegistrySQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // SHA-256's rounds on the CPU's SHA extensions where it has them (x86-64 SHA-NI); plain C,
        // so the Swift SHA256 can call instructions Swift cannot write. ToolbarModel falls back
        // to its own rounds on other CPUs. Its debug information is DWARF 4, as the Swift
        // modules' is: clang's default DWARF 5 stops valgrind 3.19 (Debian 12's) from reading
        // the binary at all, and the benchmarks' profiles are taken with callgrind.
        .target(name: "ToolbarSHA256Hardware", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .target(name: "ToolbarModel", dependencies: ["ToolbarSHA256Hardware"]),
        .target(name: "ToolbarSolver", dependencies: ["ToolbarModel"]),
        .target(name: "ToolbarChecklist", dependencies: ["ToolbarModel", "ToolbarSolver"]),
        .target(
            name: "ToolbarStorage",
            dependencies: ["ToolbarRegistrySQLite", "ToolbarModel", "ToolbarChecklist"]
        ),
        // SwiftSyntax stays inside ToolbarSyntax (library evolution + `internal import`), which
        // exposes plain syntax facts; ToolbarScanner turns them into registry records.
        .target(
            name: "ToolbarSyntax",
            swiftSettings: scannerSwiftSettings,
            linkerSettings: scannerLinkerSettings
        ),
        // The scanner's plain results (ScanResult, ScannedScreen, ScanCoverage…), apart from the
        // scanner, so that the service and the CLI speak them without linking SwiftSyntax.
        .target(name: "ToolbarScanTypes", dependencies: ["ToolbarModel"]),
        .target(name: "ToolbarScanner", dependencies: ["ToolbarSyntax", "ToolbarScanTypes", "ToolbarModel"]),
        .target(name: "ToolbarReports", dependencies: ["ToolbarModel", "ToolbarSolver", "ToolbarChecklist"]),
        .target(name: "ToolbarCodegen", dependencies: ["ToolbarModel", "ToolbarSolver", "ToolbarChecklist"]),
        .target(
            name: "ToolbarRegistry",
            dependencies: [
                "ToolbarModel", "ToolbarSolver", "ToolbarChecklist", "ToolbarStorage", "ToolbarScanTypes",
                "ToolbarCodegen", "ToolbarReports"
            ]
        ),
        // Plugs ToolbarScanner (and so SwiftSyntax) into the service's `scan`; see
        // docs/architecture.md, "Two binaries".
        .target(name: "ToolbarRegistryScanning", dependencies: ["ToolbarRegistry", "ToolbarScanner"]),
        .target(
            name: "ToolbarRegistryCLI",
            dependencies: [
                "ToolbarRegistry", "ToolbarModel", "ToolbarSolver", "ToolbarChecklist", "ToolbarCodegen",
                "ToolbarReports"
            ]
        ),
        // The tool links no SwiftSyntax and, on Linux, is one static executable (Swift runtime,
        // FoundationEssentials, libc, SQLite): a fresh process starts in a few milliseconds
        // (docs/benchmarks.md). `scan` runs in toolbar-registry-scan, built and installed beside
        // it, which the tool executes.
        .executableTarget(
            name: "toolbar-registry",
            dependencies: ["ToolbarRegistryCLI"],
            linkerSettings: [.unsafeFlags(staticRuntimeFlags, .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "toolbar-registry-scan", dependencies: ["ToolbarRegistryCLI", "ToolbarRegistryScanning"]
        ),
        .executableTarget(
            name: "toolbar-registry-bench",
            dependencies: [
                "ToolbarRegistry", "ToolbarRegistryScanning", "ToolbarModel", "ToolbarSolver", "ToolbarChecklist",
                "ToolbarStorage", "ToolbarReports"
            ]
        ),
        // docs/library.md's examples as one program (generated by scripts/library-tour.sh): it
        // must build with only `import ToolbarRegistry`, and a test runs it.
        .executableTarget(
            name: "library-tour", dependencies: ["ToolbarRegistry", "ToolbarRegistryScanning"],
            path: "Tests/LibraryTour"
        ),
        // What every test target shares: temporary directories, repository files, the seeds and
        // seed-000 fixtures, generated inventories, SplitMix64, golden files, subprocesses.
        // A plain target under Tests/ that no product names, so it never ships.
        .target(name: "ToolbarTestSupport", dependencies: ["ToolbarModel"], path: "Tests/ToolbarTestSupport"),
        .testTarget(name: "ToolbarModelTests", dependencies: ["ToolbarTestSupport", "ToolbarModel"]),
        .testTarget(name: "ToolbarSolverTests", dependencies: ["ToolbarTestSupport", "ToolbarSolver", "ToolbarModel"]),
        .testTarget(
            name: "ToolbarChecklistTests",
            dependencies: ["ToolbarTestSupport", "ToolbarChecklist", "ToolbarSolver", "ToolbarModel"],
            exclude: ["RulesVersion.json", "Golden"]
        ),
        .testTarget(
            name: "ToolbarStorageTests", dependencies: ["ToolbarTestSupport", "ToolbarStorage", "ToolbarModel"]),
        .testTarget(
            name: "ToolbarReportsTests",
            dependencies: ["ToolbarTestSupport", "ToolbarReports", "ToolbarChecklist", "ToolbarSolver", "ToolbarModel"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "ToolbarSyntaxTests", dependencies: ["ToolbarSyntax"]),
        .testTarget(
            name: "ToolbarScannerTests",
            dependencies: ["ToolbarTestSupport", "ToolbarScanner", "ToolbarSyntax", "ToolbarModel"],
            exclude: ["Fixtures"]  // Swift sources the scanner reads, not test code
        ),
        .testTarget(
            name: "ToolbarCodegenTests",
            dependencies: [
                "ToolbarTestSupport", "ToolbarCodegen", "ToolbarScanner", "ToolbarSyntax", "ToolbarSolver",
                "ToolbarModel",
                "ToolbarRegistry"  // applying plans through the service
            ]
        ),
        .testTarget(
            name: "ToolbarRegistryTests",
            dependencies: [
                "ToolbarTestSupport", "ToolbarRegistry", "ToolbarRegistryScanning", "ToolbarStorage", "ToolbarModel",
                "ToolbarChecklist"
            ],
            // What a full audit stores (AuditGoldenTests) and the rows an import stores (ImportIdentityTests).
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "ToolbarRegistryCLITests",
            dependencies: [
                // Not the toolbar-registry executable: its static runtime flags would reach this
                // bundle's link. `swift build --build-tests` builds it (and toolbar-registry-scan)
                // for the tests that start the binary.
                "ToolbarTestSupport", "ToolbarRegistryCLI", "ToolbarRegistry", "ToolbarRegistryScanning",
                "ToolbarModel",
                "ToolbarStorage", "library-tour"
            ],
            exclude: ["Golden"]  // help output per command (HelpSnapshotTests)
        )
    ]
)
