/// Dismisses the presentation (sheet, alert, pushed view) a view is in; read it as
/// `@Environment(\.dismiss)` and call it. Outside a presentation it does nothing.
///
/// ```swift
/// struct EditSheet: View {
///   @Environment(\.dismiss) private var dismiss
///   var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

  /// Dismisses the presentation.
  @MainActor public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction {}
}

private struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

private struct PresentationButtonDismissKey: EnvironmentKey {
  static let defaultValue: DismissAction? = nil
}

/// Whether the list is being edited, as in SwiftUI.
public enum EditMode: Sendable, Hashable {
  case inactive
  case transient
  case active

  /// True unless inactive.
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static let defaultValue: Binding<EditMode>? = nil
}

/// Refreshes content; `.refreshable` places it in the environment.
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh.
  public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
  /// Dismisses the current presentation.
  public internal(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// True inside presented content.
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// Set inside alerts and dialogs: their buttons dismiss them after acting.
  var presentationButtonDismiss: DismissAction? {
    get { self[PresentationButtonDismissKey.self] }
    set { self[PresentationButtonDismissKey.self] = newValue }
  }

  /// The edit mode of the list, if one was set.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  /// The refresh action of the nearest `.refreshable` above.
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}
