import Foundation
import ToolbarRegistryCLI
import ToolbarRegistryScanning

// The whole command tree with the scanner linked in (and so SwiftSyntax): `toolbar-registry`
// runs this binary, installed beside it, for `scan`, the one command that reads Swift sources.
// See docs/architecture.md, "Two binaries".
signal(SIGXFSZ, SIG_IGN)
SourceScanning.install()
exit(CLI.main())
