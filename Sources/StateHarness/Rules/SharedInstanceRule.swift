import Testing
import ViewGraph

extension Harness {
  /// Rule 2 — `@Bindable` does not take ownership: the first mounted `Child` holds the
  /// very instance of `T` the root view owns, without owning it itself.
  ///
  /// Fails when the child holds no `T`, a different instance, or holds it in `@State`
  /// (it owns a copy: when the parent passes another instance the child stops updating).
  ///
  /// ```swift
  /// let harness = ParentHarness { SettingsScreen() }
  /// harness.expectSharedInstance(SettingsStore.self, in: ProfileSection.self)
  /// ```
  public func expectSharedInstance<T: AnyObject, Child: View>(
    _ type: T.Type, in child: Child.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let call = "expectSharedInstance(\(T.self).self, in: \(Child.self).self)"
    guard let (root, owned) = singleHeld(T.self, asking: call, sourceLocation) else { return }
    operation(sourceLocation) {
      guard let childNode = host.root.descendants.first(where: { $0.viewType == Child.self }) else {
        reportIssue(
          Failure(
            headline: "\(call): no \(Child.self) is mounted",
            evidence: ["Mounted:"] + outline().map { "  " + $0 },
            fix: "check the branch that should show \(Child.self)."),
          sourceLocation: sourceLocation)
        return
      }
      let source = "\(root.typeName).\(owned.name)"
      let parentObject = owned.value as AnyObject
      let candidates = heldValues(of: childNode).filter { $0.value is T }
      guard let held = candidates.first else {
        reportIssue(
          Failure(
            headline: "Rule 2 (@Bindable shares, never owns) broken: \(Child.self) holds no \(T.self)",
            evidence: ["\(Child.self) holds:"] + childNode.properties.map { "  " + describe($0) },
            fix: "pass the model: `@Bindable var \(lowerFirst("\(T.self)")): \(T.self)` in \(Child.self)."),
          sourceLocation: sourceLocation)
        return
      }
      let childObject = held.value as AnyObject
      if held.kind.isOwning {
        reportIssue(
          Failure(
            headline: "Rule 2 (@Bindable shares, never owns) broken: \(Child.self).\(held.name) is "
              + "\(held.kind.declaration), so the child owns its \(T.self)",
            evidence: [
              "parent: \(source) = \(objectName(parentObject))",
              "child:  \(held.kind.declaration) \(held.name) = \(objectName(childObject))",
              "\(held.kind.declaration) keeps the first instance it was given and ignores the ones the "
                + "parent passes later: the child stops updating.",
            ],
            fix: "declare `@Bindable var \(held.name): \(T.self)` (or a plain `let` if the child only reads it)."),
          sourceLocation: sourceLocation)
        return
      }
      if childObject !== parentObject {
        reportIssue(
          Failure(
            headline: "Rule 2 (@Bindable shares, never owns) broken: \(Child.self).\(held.name) is not "
              + "the instance \(root.typeName) owns",
            evidence: [
              "parent: \(source) = \(objectName(parentObject))",
              "child:  \(held.kind.declaration) \(held.name) = \(objectName(childObject))",
            ],
            fix: "pass the owner's instance down (`\(Child.self)(\(held.name): \(owned.name))`) instead of making one."),
          sourceLocation: sourceLocation)
      }
    }
  }
}

func lowerFirst(_ name: String) -> String {
  name.prefix(1).lowercased() + name.dropFirst()
}
