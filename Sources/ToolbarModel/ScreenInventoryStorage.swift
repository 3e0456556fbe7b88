// MARK: - A screen inventory's storage

/// A ``ScreenInventory``'s fields, in its declaration order: compared and hashed as the inventory is.
@usableFromInline struct ScreenInventoryFields: Hashable, Sendable {
    @usableFromInline var app: App
    @usableFromInline var screen: Screen
    @usableFromInline var groups: [ToolbarGroup]
    @usableFromInline var commands: [Command]
}

/// A ``ScreenInventory``'s fields in one shared box. Copying an inventory (into the solver's
/// context, a closure, a list of screens) then retains one reference instead of each string of its
/// app and screen and each of its arrays; every solve copies its inventory, and an audit solves
/// each screen dozens of times. Changing a field copies the box only when another inventory still
/// shares it. Safe to send between threads: a box is changed only through an inventory that holds
/// the one reference to it.
@usableFromInline final class ScreenInventoryStorage: @unchecked Sendable {
    /// No exclusivity check on reads and writes: a box is written only while uniquely referenced.
    @usableFromInline @exclusivity(unchecked) var fields: ScreenInventoryFields

    @usableFromInline init(_ fields: ScreenInventoryFields) {
        self.fields = fields
    }
}
