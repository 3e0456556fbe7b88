#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// C's `printf` formatting for the few numbers whose text must be exactly what `printf` gives
/// (`%.1f` rounds the binary value as C does), so that no module needs Foundation's
/// `String(format:)` (full Foundation; the tool links only FoundationEssentials).
public enum CFormat {
    /// `format` with `arguments` as C's `snprintf` writes them (`CFormat.string("%.1f%%", 12.34)`).
    public static func string(_ format: String, _ arguments: any CVarArg...) -> String {
        var capacity = 64
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let length = withVaList(arguments) { vsnprintf(&buffer, capacity, format, $0) }
            if length < 0 { return "" }
            if Int(length) < capacity {
                return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = Int(length) + 1
        }
    }
}
