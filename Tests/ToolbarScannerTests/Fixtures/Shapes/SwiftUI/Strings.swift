import Foundation

// Generated-style string constants (SwiftGen's shape: key and development-language fallback).
enum Strings {
    /// Rotate
    static let rotate = Strings.tr("Localizable", "rotate", fallback: "Rotate")
    enum Gallery {
        /// Crop
        static let crop = Strings.tr("Localizable", "gallery.crop", fallback: "Crop")
    }

    private static func tr(_ table: String, _ key: String, fallback: String) -> String {
        NSLocalizedString(key, tableName: table, value: fallback, comment: "")
    }
}
