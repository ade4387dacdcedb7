/// Whether a view is presented by another, and how to dismiss it: the form SwiftUI offered
/// before `\.isPresented` and `\.dismiss`, still in every app that supports iOS 14. It reads
/// and dismisses the same presentation they do.
///
/// ```swift
/// struct SettingsView: View {
///   @Environment(\.presentationMode) var presentationMode
///   var body: some View {
///     Button("Done") { presentationMode.wrappedValue.dismiss() }
///   }
/// }
/// ```
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  tvOS, introduced: 13.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  watchOS, introduced: 6.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
public struct PresentationMode: Sendable {
  /// Whether the view is presented (in a sheet, a cover, a popover, or pushed).
  public let isPresented: Bool
  let action: DismissAction

  /// Dismisses the presentation the view is in, as `\.dismiss` does; outside one it does
  /// nothing.
  public mutating func dismiss() {
    let action = action
    // SwiftUI declares this without an actor; presentations change on the main actor.
    if isOnMainActor() {
      MainActor.assumeIsolated { action() }
    } else {
      Task { @MainActor in action() }
    }
  }
}

@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  tvOS, introduced: 13.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  watchOS, introduced: 6.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
extension EnvironmentValues {
  /// A binding to the presentation mode of the view: `\.isPresented` and `\.dismiss` as
  /// one value (S131).
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, action: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
