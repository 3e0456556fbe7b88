#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Musl)
    import Musl
    private let systemWrite = Musl.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// Writing bytes to a file descriptor in full: the one loop behind ``OutputFileSink`` (output
/// files) and the command line's standard output and error.
package enum DescriptorWrite {
    /// Writes all of `bytes` to `descriptor`, continuing after partial writes and retrying
    /// interrupted ones (`EINTR`). Returns `nil` when everything was written, else the failure's
    /// `errno` (`EIO` when the descriptor accepted nothing without saying why); what was written
    /// before a failure stays written.
    package static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return nil
    }

    /// Writes all of `bytes` to `descriptor`, as the overload above does.
    package static func all(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { all($0, to: descriptor) }
    }
}
