import Foundation

/// The settings a person edits. `@Observable`: SwiftUI tracks each property separately.
@Observable
public final class AccountSettings {
  public var displayName = ""
  public var notificationsEnabled = true
  public var theme = Theme.light

  public init() {}
}

public enum Theme: String, CaseIterable, Sendable {
  case light, dark
}

/// The signed-in session, an `ObservableObject` as older parts of an app often are.
public final class Session: ObservableObject {
  @Published public var userName: String

  public init(userName: String) { self.userName = userName }
}
