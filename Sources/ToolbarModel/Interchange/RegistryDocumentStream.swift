import Dispatch

// MARK: - Decoding on another thread

/// What a document reader tells a listener as it reads: every app's record read ahead (or `nil`
/// when they cannot all be read ahead), then each app in full, in document order.
struct DecodeProgress {
    var apps: ([App]?) -> Void
    var app: (RegistryDocument.AppEntry) -> Void
}

/// Work done on a ``RegistryDocumentStream``'s decoding thread for each app as soon as it is
/// read, so that the caller finds it done: one value of the type works through the whole
/// document, in order, and may remember what it worked out for earlier apps. (The type is
/// created on that thread: hence `SendableMetatype`.)
public protocol AppPreparation: SendableMetatype {
    /// What it works out for one app.
    associatedtype Prepared: Sendable
    init()
    /// Works out what the caller will need for `app`.
    mutating func prepare(_ app: RegistryDocument.AppEntry) -> Prepared
}

/// No work beyond decoding.
public struct NoPreparation: AppPreparation {
    public init() {}
    public func prepare(_ app: RegistryDocument.AppEntry) {}
}

/// A registry document decoded on another thread while the caller uses it app by app: an import
/// writes one app while the next is read, on a second core.
///
/// What it reads is exactly what ``RegistryDocument/decode(_:)-([UInt8])`` returns, and it fails
/// with the same error: the first problem in document order. An app handed out has been read in
/// full (and its name and id checked against the apps before it), but a later app may still be
/// refused, so a caller writes inside a transaction it can roll back, and when it stops on an
/// error of its own asks ``failure()`` first: decoding the whole document first would have
/// reported the document's problem instead.
///
/// With a `Preparation`, the decoding thread also works out what the caller needs for each app
/// (see ``AppPreparation``) and hands it out with the app.
public final class RegistryDocumentStream<Preparation: AppPreparation>: Sendable {
    private struct State: Sendable {
        /// Whether the apps' records are known; they are `nil` when they could not be read ahead.
        var appsKnown = false
        var apps: [App]?
        var entries: [(entry: RegistryDocument.AppEntry, prepared: Preparation.Prepared)] = []
        var result: Result<RegistryDocument, any Error>?
    }

    private let state = Locked(State())
    /// Signalled after each change of `state`, so a waiting reader looks again.
    private let changed = DispatchSemaphore(value: 0)

    /// Starts decoding `bytes` (UTF-8 JSON) on another thread, preparing each app there with a
    /// `Preparation`.
    public init(bytes: [UInt8], preparing: Preparation.Type) {
        let state = state
        let changed = changed
        // A queue of its own, not a global one: it gets a thread even when every worker of the
        // global pool is busy, perhaps waiting for a stream's apps itself.
        DispatchQueue(label: "toolbar-registry.document-stream", qos: .userInitiated).async {
            var preparation = Preparation()
            let progress = DecodeProgress(
                apps: { apps in
                    state.withLock {
                        $0.appsKnown = true
                        $0.apps = apps
                    }
                    changed.signal()
                },
                app: { entry in
                    let prepared = preparation.prepare(entry)
                    state.withLock { $0.entries.append((entry, prepared)) }
                    changed.signal()
                })
            let result = Result { try RegistryDocument.decode(bytes, progress: progress) }
            state.withLock { $0.result = result }
            changed.signal()
        }
    }

    /// Every app's record, in order, as soon as they are read ahead (before the apps' screens);
    /// `nil` when they cannot be (an app is malformed, or two share a name or an id): then read
    /// the whole ``document()``.
    /// - Throws: the document's first problem, when reading stopped before the apps.
    public func apps() throws -> [App]? {
        try wait { state -> Result<[App]?, any Error>? in
            if state.appsKnown { return .success(state.apps) }
            switch state.result {
            case .failure(let error): return .failure(error)
            case .success: return .success(nil)
            case nil: return nil
            }
        }.get()
    }

    /// The app at `index` (of ``apps()``), read in full, as soon as it is.
    /// - Throws: the document's first problem, when reading stopped before that app.
    public func app(at index: Int) throws -> RegistryDocument.AppEntry {
        try preparedApp(at: index).entry
    }

    /// The app at `index` (of ``apps()``), read in full, and what was prepared for it, as soon as
    /// both are.
    /// - Throws: the document's first problem, when reading stopped before that app.
    public func preparedApp(at index: Int) throws -> (entry: RegistryDocument.AppEntry, prepared: Preparation.Prepared)
    {
        try wait { state -> Result<(entry: RegistryDocument.AppEntry, prepared: Preparation.Prepared), any Error>? in
            // Every app is handed out before the document is: an app past the end is a caller's mistake.
            if index < state.entries.count || state.result?.isSuccess == true {
                return .success(state.entries[index])
            }
            if case .failure(let error) = state.result { return .failure(error) }
            return nil
        }.get()
    }

    /// The whole document, once it is read.
    /// - Throws: the document's first problem.
    public func document() throws -> RegistryDocument {
        try wait { $0.result }.get()
    }

    /// The document's first problem, if it has one, once reading has ended.
    public func failure() -> (any Error)? {
        if case .failure(let error) = wait({ $0.result }) { return error }
        return nil
    }

    /// Waits until `ready` finds what it looks for in the state.
    private func wait<T: Sendable>(_ ready: (State) -> T?) -> T {
        while true {
            if let value = state.withLock({ ready($0) }) { return value }
            changed.wait()
        }
    }
}

extension RegistryDocumentStream where Preparation == NoPreparation {
    /// Starts decoding `bytes` (UTF-8 JSON) on another thread.
    public convenience init(bytes: [UInt8]) {
        self.init(bytes: bytes, preparing: NoPreparation.self)
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
