import Foundation

/// Runs an action when the app continues a user activity of one type (S383).
public struct _ContinueUserActivityModifier {
  let activityType: String
  let action: (NSUserActivity) -> Void
}

/// The activity type and action of an `onContinueUserActivity` at its last evaluation, kept
/// on its node.
final class ContinueUserActivityHandler {
  var activityType: String
  var action: (NSUserActivity) -> Void
  init(_ activityType: String, _ action: @escaping (NSUserActivity) -> Void) {
    self.activityType = activityType
    self.action = action
  }
}

extension _ContinueUserActivityModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    if let handler = node.modifierState as? ContinueUserActivityHandler {
      handler.activityType = activityType
      handler.action = action
    } else {
      node.modifierState = ContinueUserActivityHandler(activityType, action)
    }
  }
}

extension Node {
  /// What this view runs when the app continues a user activity of `activityType`, if it
  /// has such an action (`.onContinueUserActivity`); a test continues one through every
  /// mounted view registered for its type, as the system would (S383).
  package func continueUserActivityAction(for activityType: String) -> ((NSUserActivity) -> Void)? {
    guard let handler = modifierState as? ContinueUserActivityHandler, handler.activityType == activityType
    else { return nil }
    return handler.action
  }

  /// The activity types the views at and below this one continue.
  package var continuedActivityTypes: [String] {
    ([self] + descendants).compactMap { ($0.modifierState as? ContinueUserActivityHandler)?.activityType }
  }
}

extension View {
  /// Runs `action` with each user activity of `activityType` the app continues while this
  /// view is mounted: a Handoff from another device, a Spotlight result (S383).
  ///
  /// ```swift
  /// ContentView().onContinueUserActivity(CSSearchableItemActionType) { activity in
  ///   selection = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
  /// }
  /// ```
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> ModifiedContent<Self, _ContinueUserActivityModifier> {
    modifier(_ContinueUserActivityModifier(activityType: activityType, action: action))
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _ContinueUserActivityModifier: ViewModifier {}
