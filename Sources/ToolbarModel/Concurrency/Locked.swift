import Synchronization

/// A value that several threads share, read and changed only inside ``withLock(_:)``: the one
/// lock type of the project (the audit's caches, the checklist's memo, the scanner's and the
/// audit's parallel work), so no other type needs `@unchecked Sendable`.
///
/// Inlinable, so each caller's module specializes it for its value: unspecialized, every lock
/// taken looked up `Mutex<Value>`'s metadata at run time (about 380 instructions; 270 times a
/// screen in an audit).
public final class Locked<Value>: Sendable {
    @usableFromInline let mutex: Mutex<Value>

    @inlinable
    public init(_ value: sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value while holding the lock. Keep `body` short: other threads wait.
    @inlinable
    public func withLock<Result, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try mutex.withLock(body)
    }
}
