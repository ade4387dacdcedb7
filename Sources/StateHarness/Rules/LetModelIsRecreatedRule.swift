import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Rule 5 — the documented anti-pattern, asserted as such: the root view's `T` is a new
  /// instance after a parent re-render (a `let model = Model()` is re-created).
  ///
  /// Fails when the instance survives — the view was fixed, or SwiftUI's semantics
  /// changed — so the anti-pattern test can be deleted.
  ///
  /// ```swift
  /// let harness = ParentHarness { LetBoundModelView() }
  /// harness.expectLetModelIsRecreated(of: SettingsStore.self)
  /// ```
  public func expectLetModelIsRecreated<T: AnyObject>(
    of type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkLetModelIsRecreated(of: type, sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 5 as a verdict: the failure ``expectLetModelIsRecreated(of:sourceLocation:)``
  /// would record, or nil when the anti-pattern still shows.
  public func checkLetModelIsRecreated<T: AnyObject>(
    of type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    // Objects are named in this harness's numbering (Store#1 per test).
    host.perform { () -> HarnessFailure? in
      let held: (root: Node, value: HeldValue)
      switch singleHeld(T.self, asking: "expectLetModelIsRecreated(of: \(T.self).self)", sourceLocation) {
      case .failure(let failure): return failure
      case .success(let found): held = found
      }
      let (root, property) = held
      let first = property.value as AnyObject
      reRender(sourceLocation: sourceLocation)
      let now = heldValues(of: root).first { $0.name == property.name }?.value as AnyObject?
      guard now === first else { return nil }
      return HarnessFailure(
        headline: "\(Rule.letModelIsRecreated) no longer holds: \(root.typeName).\(property.name) "
          + "survived a parent re-render",
        evidence: [
          "declared: \(property.declaration) \(property.name)",
          "before and after: \(objectName(first))",
        ],
        fix: "the view now keeps its model (owned with @State, or passed in): delete this anti-pattern test.")
    }
  }

  /// Rule 5 on a view anywhere in the tree: the first mounted `view`'s `T` is a new instance
  /// after the view that contains it re-renders (its parent's body makes a new `view`).
  ///
  /// ```swift
  /// let harness = ParentHarness { SettingsTab() }
  /// harness.expectLetModelIsRecreated(of: SettingsStore.self, in: LetBoundModelView.self)
  /// ```
  public func expectLetModelIsRecreated<T: AnyObject, V: View>(
    of type: T.Type, in view: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkLetModelIsRecreated(of: type, in: view, sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 5 on a view anywhere in the tree, as a verdict (nil when the anti-pattern shows).
  public func checkLetModelIsRecreated<T: AnyObject, V: View>(
    of type: T.Type, in view: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    host.perform { () -> HarnessFailure? in
      let call = "expectLetModelIsRecreated(of: \(T.self).self, in: \(V.self).self)"
      let node: Node
      let property: HeldValue
      switch ruleTarget(V.self, asking: call, sourceLocation) {
      case .failure(let failure): return failure
      case .success(let found): node = found
      }
      switch singleHeld(T.self, in: node, asking: call, several: "\(T.self) objects") {
      case .failure(let failure): return failure
      case .success(let found): property = found
      }
      let first = property.value as AnyObject
      reRenderParent(of: node, sourceLocation)
      let located = operation(sourceLocation) { host.root.firstDescendant { $0.viewType == V.self } }
      let now = located.flatMap { node in
        heldValues(of: node).first { $0.name == property.name }?.value as AnyObject?
      }
      guard now === first else { return nil }
      return HarnessFailure(
        headline: "\(Rule.letModelIsRecreated) no longer holds: \(node.typeName).\(property.name) "
          + "survived a re-render of the view that contains it",
        evidence: [
          "declared: \(property.declaration) \(property.name)",
          "before and after: \(objectName(first))",
        ],
        fix: "the view now keeps its model (owned with @State, or passed in): delete this anti-pattern test.")
    }
  }
}
