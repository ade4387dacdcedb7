// `Button(role:action:)` (iOS 26): a button whose label the system draws for its role.

/// The label SwiftUI draws for a button made with a role and no label: the role's symbol,
/// with the role's title, which is what a test finds the button by (S195).
///
/// ```swift
/// Button(role: .close) { dismiss() }   // found as find(button: "Close")
/// ```
public struct DefaultButtonLabel: View {
  let role: ButtonRole

  public var body: some View {
    Label(role.defaultTitle, systemImage: role.defaultSymbol)
  }
}

extension ButtonRole {
  /// The title VoiceOver reads for a role's default label.
  var defaultTitle: String {
    switch name {
    case "cancel": "Cancel"
    case "close": "Close"
    case "confirm": "Done"
    case "destructive": "Delete"
    default: name
    }
  }

  /// The symbol a role's default label shows.
  var defaultSymbol: String {
    switch name {
    case "cancel", "close": "xmark"
    case "confirm": "checkmark"
    case "destructive": "trash"
    default: "circle"
    }
  }
}

extension Button where Label == DefaultButtonLabel {
  /// A button with the label the system draws for `role`.
  ///
  /// ```swift
  /// .toolbar {
  ///   Button(role: .confirm) { save() }
  /// }
  /// ```
  @preconcurrency nonisolated public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
    self.init(
      label: DefaultButtonLabel(role: role), title: role.defaultTitle, action: action, role: role,
      resolvesStyle: true)
  }
}
