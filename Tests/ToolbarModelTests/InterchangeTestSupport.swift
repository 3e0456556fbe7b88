import ToolbarModel
@_exported import ToolbarTestSupport

/// Decoding helpers for the interchange tests (the seeds and repository files come from
/// ToolbarTestSupport's `SeedData` and `Repository`).
enum InterchangeFiles {
    /// Decodes `text`, returning the error it throws (or `nil`).
    static func refusal(_ text: String) -> InterchangeError? {
        do {
            _ = try RegistryDocument.decode(Array(text.utf8))
            return nil
        } catch let error as InterchangeError {
            return error
        } catch {
            return nil
        }
    }
}
