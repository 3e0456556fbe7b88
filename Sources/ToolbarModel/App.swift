/// One product: its bundle id, deployment target, the SDK it links against, and its owner.
public struct App: Hashable, Sendable {
    /// Unique name (case-insensitively) in the registry.
    public var name: String
    /// The bundle identifier, e.g. `com.example.photos`.
    public var bundleID: String?
    /// The oldest iOS version the app runs on, e.g. `26.0`.
    public var deploymentTarget: OSVersion
    /// The SDK the app is built with, e.g. `27.1`. Bar metrics and vertical bars depend on it.
    public var linkedSDK: OSVersion
    /// The team that owns the app.
    public var owner: String?
    /// Free-form notes.
    public var notes: String?
    /// Its stable id (``StableID``): kept across renames, written to exports as `id`. `nil` on a
    /// value not read from a registry or a file that has one; the registry then gives it the id
    /// derived from its name.
    public var stableID: String?

    public init(
        name: String, bundleID: String? = nil, deploymentTarget: OSVersion = OSVersion(26, 0),
        linkedSDK: OSVersion = OSVersion(27, 1), owner: String? = nil, notes: String? = nil
    ) {
        self.name = name
        self.bundleID = bundleID
        self.deploymentTarget = deploymentTarget
        self.linkedSDK = linkedSDK
        self.owner = owner
        self.notes = notes
    }

    /// Checks the name and bounded fields.
    public func validate() throws {
        try RecordName.validate(name, kind: "app")
        try StableID.validate(stableID)
        try TextField.validate(bundleID, field: "bundle id")
        try TextField.validate(owner, field: "owner")
        try TextField.validate(notes, field: "notes", limit: TextField.notesLimit, multiline: true)
    }
}
