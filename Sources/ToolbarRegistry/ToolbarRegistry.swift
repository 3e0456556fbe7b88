import ToolbarModel
import ToolbarStorage

/// The version of the tool and library.
public let toolbarRegistryVersion = "0.1.0"
