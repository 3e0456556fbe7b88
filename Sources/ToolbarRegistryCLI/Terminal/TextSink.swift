import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// Why text could not be written (after the fact: writes never throw), or nil.
    var failure: String? { get }
}

extension TextSink {
    /// Nothing is buffered by default.
    public func flush() {}
    /// Writing never fails by default.
    public var failure: String? { nil }
}

/// A sink that keeps everything written, for tests and for composing output in memory.
public final class CapturedText: TextSink, @unchecked Sendable {
    private let lock = PlainLock()
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
///
/// A failed write (a full disk, `/dev/full`, a closed descriptor) is kept as ``failure`` and
/// everything after it is dropped; the command then ends with `Error: could not write standard
/// output: …`. A broken pipe (the reader went away, as with `| head`) is not a failure: the rest
/// is dropped quietly.
public final class FileDescriptorSink: TextSink, @unchecked Sendable {
    /// The descriptor written to.
    public let descriptor: Int32
    private let buffered: Bool
    private let lock = PlainLock()
    private var buffer: [UInt8] = []
    /// The `errno` of the first failed write (never `EPIPE`).
    private var failedWith: Int32?
    /// Set when the reader went away or the descriptor failed: later text is dropped.
    private var stopped = false
    /// Whether the descriptor was closed when the process started.
    private var closedAtStart = false

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

    /// Why writing failed (`strerror` of the first failure), or nil; a broken pipe is not a failure.
    public var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return failedWith.map { String(cString: strerror($0)) }
    }

    /// Marks the descriptor as closed when the process started (it now points at /dev/null, see
    /// ``StandardDescriptors``): the first write fails with `EBADF`.
    func markClosed() {
        lock.lock()
        defer { lock.unlock() }
        closedAtStart = true
    }

    /// Appends `text`, writing out when the buffer fills or the sink is unbuffered.
    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        if closedAtStart {
            if !text.isEmpty { fail(EBADF) }
            return
        }
        buffer.append(contentsOf: text.utf8)
        if !buffered || buffer.count >= 65_536 { drain() }
    }

    /// Writes out whatever is buffered.
    public func flush() {
        lock.lock()
        defer { lock.unlock() }
        drain()
    }

    private func fail(_ code: Int32) {
        stopped = true
        buffer.removeAll()
        if code != EPIPE, failedWith == nil { failedWith = code }
    }

    /// Writes the buffer fully (``Registry/writeAll(_:to:)``); stops at a failure.
    private func drain() {
        guard !stopped else { return }
        if let failedCode = Registry.writeAll(buffer, to: descriptor) {
            fail(failedCode)
        } else {
            buffer.removeAll(keepingCapacity: true)
        }
    }
}

/// Standard input, output and error as the process found them. A descriptor that was closed
/// (`>&-`) is opened on /dev/null, so that no file the command opens (a temporary output file,
/// say) takes its number and receives what was meant for the terminal; a write to a closed
/// standard output is still an error.
public enum StandardDescriptors {
    /// Occupies closed descriptors 0–2 and tells the standard sinks which were closed.
    public static func secure() {
        for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == 1 { FileDescriptorSink.standardOutput.markClosed() }
            if descriptor == 2 { FileDescriptorSink.standardError.markClosed() }
        }
    }
}
