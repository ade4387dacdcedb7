import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Rule 2 — `@Bindable` does not take ownership: the first mounted `Child` holds the
  /// very instance of `T` the root view owns (or, when the root holds none, the nearest
  /// view above the child that owns one: a screen deep in the tree), without owning it
  /// itself.
  ///
  /// Fails when the child holds no `T`, a different instance, holds it in `@State` (it
  /// owns a copy: when the parent passes another instance the child stops updating), or
  /// reaches it through a `@Binding` (use `@Bindable` for references).
  ///
  /// ```swift
  /// let harness = ParentHarness { SettingsScreen() }
  /// harness.expectBindableShares(of: SettingsStore.self, in: ProfileSection.self)
  /// ```
  public func expectBindableShares<T: AnyObject, Child: View>(
    of type: T.Type, in child: Child.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkBindableShares(of: type, in: child, sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 2 as a verdict: the failure ``expectBindableShares(of:in:sourceLocation:)`` would
  /// record, or nil when the rule holds.
  public func checkBindableShares<T: AnyObject, Child: View>(
    of type: T.Type, in child: Child.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    // Objects are named in this harness's numbering (Store#1 per test).
    host.perform { () -> HarnessFailure? in
      let call = "expectBindableShares(of: \(T.self).self, in: \(Child.self).self)"
      let owner: (root: Node, value: HeldValue)
      switch singleHeld(T.self, asking: call, sourceLocation) {
      case .success(let found): owner = found
      case .failure(let failure):
        // A screen deep in the tree: the owner is the nearest view above the child that
        // owns a T, whatever the root holds.
        guard let found = operation(sourceLocation, { ownerAbove(Child.self, of: T.self) }) else {
          return failure
        }
        owner = found
      }
      return operation(sourceLocation) {
        sharingFailure(of: T.self, in: Child.self, owner: owner, call: call)
      }
    }
  }

  /// What the first mounted `Child` does wrong with the instance of `T` that `owner` holds,
  /// or nil when it shares it through `@Bindable` (or a plain property).
  private func sharingFailure<T: AnyObject, Child: View>(
    of type: T.Type, in child: Child.Type, owner: (root: Node, value: HeldValue), call: String
  ) -> HarnessFailure? {
    let headline = Rule.bindableShares.broken()
    guard let childNode = host.root.firstDescendant(where: { $0.viewType == Child.self }) else {
      return HarnessFailure(
        headline: "\(call): no \(Child.self) is mounted",
        evidence: ["Mounted:"] + outline().map { "  " + $0 },
        fix: "check the branch that should show \(Child.self).")
    }
    let parentLine =
      "parent: \(owner.root.typeName).\(owner.value.name) = \(objectName(owner.value.value as AnyObject))"
    if let binding = childNode.properties.first(where: { property in
      if case .binding(_, let value) = property.ownership { return value is T }
      return false
    }) {
      return HarnessFailure(
        headline:
          "\(headline): \(Child.self).\(binding.name) is a @Binding to \(T.self), a reference type",
        evidence: [
          parentLine,
          "child:  " + describe(binding),
          Advice.bindingToReference(owner.value.name),
        ],
        fix: Advice.passTheObject(binding.name, T.self))
    }
    guard let held = heldValues(of: childNode).first(where: { $0.value is T }) else {
      return HarnessFailure(
        headline: "\(headline): \(Child.self) holds no \(T.self)",
        evidence: ["\(Child.self) holds:"] + childNode.properties.map { "  " + describe($0) },
        fix: "pass the model: `@Bindable var \(lowerFirst("\(T.self)")): \(T.self)` in \(Child.self).")
    }
    let childLine =
      "child:  \(held.declaration) \(held.name) = \(objectName(held.value as AnyObject))"
    if held.isOwning {
      return HarnessFailure(
        headline: "\(headline): \(Child.self).\(held.name) is \(held.declaration), so the child "
          + "owns its \(T.self)",
        evidence: [
          parentLine, childLine,
          Advice.ownedCopyStopsUpdating(held.declaration),
        ],
        fix: Advice.share(held.name, T.self))
    }
    if (held.value as AnyObject) !== (owner.value.value as AnyObject) {
      return HarnessFailure(
        headline:
          "\(headline): \(Child.self).\(held.name) is not the instance \(owner.root.typeName) owns",
        evidence: [parentLine, childLine],
        fix:
          "pass the owner's instance down (`\(Child.self)(\(held.name): \(owner.value.name))`) instead of making one."
      )
    }
    return nil
  }
}

extension Harness {
  /// The nearest app view above the first mounted `Child` that owns (`@State`,
  /// `@StateObject`) exactly one `T`, with that value.
  fileprivate func ownerAbove<T, Child: View>(_ child: Child.Type, of type: T.Type) -> (Node, HeldValue)? {
    guard let node = host.root.firstDescendant(where: { $0.viewType == Child.self }) else { return nil }
    var current = node.parent
    while let ancestor = current {
      let owned = heldValues(of: ancestor).filter { $0.value is T && $0.isOwning }
      if ancestor.isUserView, owned.count == 1, let held = owned.first { return (ancestor, held) }
      current = ancestor.parent
    }
    return nil
  }
}

func lowerFirst(_ name: String) -> String {
  name.prefix(1).lowercased() + name.dropFirst()
}
