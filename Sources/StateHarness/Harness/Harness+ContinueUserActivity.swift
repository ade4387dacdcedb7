import Foundation
import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Continues `activity` as the system does for a Handoff or a tapped Spotlight result:
  /// every mounted `.onContinueUserActivity` action registered for its `activityType` runs
  /// with it, then the updates it caused are applied (S383).
  ///
  /// Records an issue when no mounted view continues activities of that type.
  ///
  /// ```swift
  /// let activity = NSUserActivity(activityType: CSSearchableItemActionType)
  /// activity.userInfo = [CSSearchableItemActivityIdentifier: "recipe-42"]
  /// harness.continueUserActivity(activity)
  /// #expect(harness.contains(text: "Lemon tart"))
  /// ```
  public func continueUserActivity(
    _ activity: NSUserActivity, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let asked = "continueUserActivity(\(Self.quoted(activity.activityType)))"
    guard !refused(asked, sourceLocation) else { return }
    let type = activity.activityType
    let actions = operation(sourceLocation) {
      host.root.descendants.compactMap { $0.continueUserActivityAction(for: type) }
    }
    guard !actions.isEmpty else {
      let registered = operation(sourceLocation) { Array(Set(host.root.continuedActivityTypes)).sorted() }
      reportIssue(
        HarnessFailure(
          headline: "\(asked): no mounted view continues activities of this type",
          evidence: [
            registered.isEmpty
              ? "No .onContinueUserActivity is mounted."
              : "Mounted .onContinueUserActivity types: \(Self.listed(registered))."
          ],
          fix: "add .onContinueUserActivity(\(Self.quoted(type))) { … } to a view that is on screen, "
            + "or open the screen that has it first."),
        of: self, sourceLocation: sourceLocation)
      return
    }
    operation(sourceLocation) {
      for action in actions { action(activity) }
    }
    operation(sourceLocation) {}
  }

  /// An activity type as a message quotes it: at most 120 characters.
  private static func quoted(_ type: String) -> String {
    type.count <= 120 ? "\"\(type)\"" : "\"\(type.prefix(120))…\" (\(type.count) characters)"
  }

  /// Up to 10 quoted types, then how many more.
  private static func listed(_ types: [String]) -> String {
    let shown = types.prefix(10).map(quoted).joined(separator: ", ")
    return types.count > 10 ? "\(shown) and \(types.count - 10) more" : shown
  }
}
