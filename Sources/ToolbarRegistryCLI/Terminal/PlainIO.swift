#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex with `lock()` and `unlock()`, for the few sinks that guard a buffer (what `NSLock`
/// gave; the `toolbar-registry` binary links only FoundationEssentials).
final class PlainLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
}

/// A read from a descriptor failed.
struct ReadFailure: Error, CustomStringConvertible {
    let code: Int32
    var description: String { String(cString: strerror(code)) }
}

/// Everything left to read on `descriptor` (standard input for `import -`).
func readAll(descriptor: Int32) throws -> Data {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            data.append(contentsOf: chunk[..<count])
        } else if count == 0 {
            return data
        } else if errno != EINTR {
            throw ReadFailure(code: errno)
        }
    }
}

/// Why a file operation failed, in the system's words (`No such file or directory`): the POSIX
/// error under a `CocoaError`, else the error's own description.
func failureReason(_ error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.userInfo["NSUnderlyingError"] as? POSIXError {
        return String(cString: strerror(underlying.code.rawValue))
    }
    if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
    return String(describing: error)
}
