import Foundation

// Handoff and external-event modifiers: recorded on the view. A headless graph has no scene
// for the system to route an activity or an event to.

extension View {
  /// The external events this view's scene prefers and allows (recorded).
  nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("handlesExternalEvents")
  }

  /// Advertises a user activity of `activityType` while this view is shown (recorded).
  ///
  /// ```swift
  /// DetailView(item).userActivity("com.example.viewing") { activity in activity.title = item.name }
  /// ```
  nonisolated public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("userActivity", activityType)
  }
}
