import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Sinks

/// Somewhere text goes: a standard stream, or a buffer that tests read back.
public protocol TextSink: AnyObject, Sendable {
    /// Appends `text`.
    func write(_ text: String)
    /// Pushes buffered text out; a no-op for unbuffered sinks.
    func flush()
}

extension TextSink {
    /// Nothing is buffered by default.
    public func flush() {}
}

/// A sink that keeps everything written, for tests and for composing output in memory.
public final class CapturedText: TextSink, @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""

    /// Creates an empty buffer.
    public init() {}

    /// Appends `text` to the buffer.
    public func write(_ text: String) {
        lock.lock()
        storage += text
        lock.unlock()
    }

    /// Everything written so far.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// A sink writing to a file descriptor (1 or 2), buffering up to 64 KiB between flushes.
public final class FileDescriptorSink: TextSink, @unchecked Sendable {
    /// The descriptor written to.
    public let descriptor: Int32
    private let buffered: Bool
    private let lock = NSLock()
    private var buffer: [UInt8] = []

    /// Creates a sink for `descriptor`; an unbuffered sink writes through at once (stderr).
    public init(descriptor: Int32, buffered: Bool) {
        self.descriptor = descriptor
        self.buffered = buffered
    }

    /// Standard output, buffered.
    public static let standardOutput = FileDescriptorSink(descriptor: 1, buffered: true)
    /// Standard error, written through at once.
    public static let standardError = FileDescriptorSink(descriptor: 2, buffered: false)

    /// Whether the descriptor is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Appends `text`, writing out when the buffer fills or the sink is unbuffered.
    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(contentsOf: text.utf8)
        if !buffered || buffer.count >= 65_536 { drain() }
    }

    /// Writes out whatever is buffered.
    public func flush() {
        lock.lock()
        defer { lock.unlock() }
        drain()
    }

    /// Writes the buffer fully, retrying on partial writes and interrupts; drops it on a broken pipe.
    private func drain() {
        var offset = 0
        buffer.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            while offset < bytes.count {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
