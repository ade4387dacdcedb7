import Foundation
import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Opens `url` as the system does for a deep link: every mounted `.onOpenURL` action runs
  /// with it, then the updates it caused are applied (S83).
  ///
  /// Records an issue when no mounted view has an `.onOpenURL` action.
  ///
  /// ```swift
  /// harness.openURL(URL(string: "myapp://recipes/42")!)
  /// #expect(harness.contains(text: "Lemon tart"))
  /// ```
  public func openURL(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    guard !refused("openURL(\(url.absoluteString))", sourceLocation) else { return }
    let actions = operation(sourceLocation) { host.root.descendants.compactMap(\.openURLAction) }
    guard !actions.isEmpty else {
      reportIssue(
        HarnessFailure(
          headline: "openURL(\(url.absoluteString)): no mounted view handles URLs",
          evidence: ["No .onOpenURL is mounted."],
          fix: "add .onOpenURL { … } to a view that is on screen, or open the screen that has it first."),
        of: self, sourceLocation: sourceLocation)
      return
    }
    operation(sourceLocation) {
      for action in actions { action(url) }
    }
    operation(sourceLocation) {}
  }
}
