import Observation
import ViewGraph  // import SwiftUI in an app

/// The settings the screen edits: the `@Observable` model SwiftUI tracks per property.
///
/// ```swift
/// let store = SettingsStore()
/// store.displayName = "Ada"
/// ```
@Observable
public final class SettingsStore {
  public var displayName: String = ""
  public var notificationsEnabled: Bool = true

  public init() {}
}
