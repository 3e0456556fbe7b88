// MARK: - A screen inventory's storage

/// A ``ScreenInventory``'s fields, in its declaration order: compared and hashed as the inventory is.
@usableFromInline struct ScreenInventoryFields: Hashable, Sendable {
    @usableFromInline var app: App
    @usableFromInline var screen: Screen
    @usableFromInline var groups: [ToolbarGroup]
    @usableFromInline var commands: [Command]
}

/// A ``ScreenInventory``'s fields in one shared box (``SharedFields``): every solve copies its
/// inventory, and an audit solves each screen dozens of times, so a copy retains one reference
/// instead of each string of its app and screen and each of its arrays.
@usableFromInline typealias ScreenInventoryStorage = SharedFields<ScreenInventoryFields>
