import ToolbarModel
import ToolbarSyntax

/// Reads an app's Swift sources and turns the toolbars found there into registry records.
public enum SourceScanner {}
