// libFuzzer target for the source scanner. Built by scripts/fuzz.sh together with the
// ToolbarModel, ToolbarSyntax and ToolbarScanner sources.
// Oracle: scanning any bytes never crashes, and every record it produces passes the model's
// validation (so an import of scanned code cannot be refused or corrupt the registry).

import Foundation

nonisolated(unsafe) private var fuzzFile: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("toolbar-registry-fuzz-\(getpid()).swift").path
    return path
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard (try? bytes.write(to: URL(fileURLWithPath: fuzzFile))) != nil else { return 0 }
    let result = SourceScanner.scan(paths: [fuzzFile], options: ScanOptions(root: "/", threads: 1))
    for screen in result.screens {
        do {
            try screen.screen.validate()
            for group in screen.groups { try group.validate() }
            for command in screen.commands { try command.command.validate() }
        } catch {
            fatalError("the scanner produced a record the model refuses: \(error)")
        }
    }
    return 0
}
