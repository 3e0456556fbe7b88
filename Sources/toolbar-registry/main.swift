import Foundation
import ToolbarRegistryCLI

exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
