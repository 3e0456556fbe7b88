// The scanner's results are plain values in ToolbarScanTypes (so the service can speak them
// without linking SwiftSyntax); whoever imports the scanner sees them too.
@_exported import ToolbarScanTypes
