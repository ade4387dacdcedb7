import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Rule 1 — `@State` owns the model: the root view's `T` survives `reRenders` parent
  /// re-renders. For an object, the same instance; for a value (`[DailyScrum]`), the same
  /// storage: what the view wrote is still there.
  ///
  /// Fails when the view holds the model in a plain `let` or in `@Bindable` (a new
  /// instance with every struct the parent creates), holds a value in a `let` (no storage
  /// of its own), or loses its storage (its identity changed), naming the property, what
  /// it held before and after, and the fix.
  ///
  /// ```swift
  /// let harness = ParentHarness { SettingsScreen() }
  /// harness.expectStateOwnsTheModel(of: SettingsStore.self)
  /// ParentHarness { ScrumsView() }.expectStateOwnsTheModel(of: [DailyScrum].self)
  /// ```
  public func expectStateOwnsTheModel<T>(
    of type: T.Type, reRenders: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkStateOwnsTheModel(of: type, reRenders: reRenders, sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 1 as a verdict: the failure ``expectStateOwnsTheModel(of:reRenders:sourceLocation:)``
  /// would record, or nil when the rule holds.
  ///
  /// ```swift
  /// print(harness.checkStateOwnsTheModel(of: SettingsStore.self)?.description ?? "holds")
  /// ```
  public func checkStateOwnsTheModel<T>(
    of type: T.Type, reRenders: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    // Objects are named in this harness's numbering (Store#1 per test).
    host.perform { () -> HarnessFailure? in
      let call = "expectStateOwnsTheModel(of: \(T.self).self)"
      switch singleHeld(T.self, asking: call, sourceLocation) {
      case .failure(let failure): return failure
      case .success(let (root, held)):
        return ownershipFailure(
          held, of: T.self, in: root, reRenders: reRenders, sourceLocation,
          reRenderParent: { _ in reRender(sourceLocation: sourceLocation) },
          relocate: {
            // A lone root is the one to look in: `ownershipFailure` reads its properties
            // anyway, and says the value is gone when it holds none of that name.
            let roots = rootViewNodes
            if roots.count == 1 { return roots[0] }
            return roots.first { root in heldValues(of: root).contains { $0.name == held.name } }
          })
      }
    }
  }

  /// Rule 1 on a view anywhere in the tree: the first mounted `view`'s `T` survives
  /// `reRenders` re-renders of the view that contains it (its parent's body runs again and
  /// makes a new `view` struct).
  ///
  /// ```swift
  /// let harness = ParentHarness { ScrumsView() }
  /// harness.expectStateOwnsTheModel(of: ScrumTimer.self, in: MeetingView.self)
  /// harness.expectStateOwnsTheModel(of: Double.self, in: DetailView.self)
  /// ```
  public func expectStateOwnsTheModel<T, V: View>(
    of type: T.Type, in view: V.Type, reRenders: Int = 3,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkStateOwnsTheModel(of: type, in: view, reRenders: reRenders, sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 1 on a view anywhere in the tree, as a verdict (nil when the rule holds).
  ///
  /// ```swift
  /// #expect(harness.checkStateOwnsTheModel(of: ScrumTimer.self, in: MeetingView.self) == nil)
  /// ```
  public func checkStateOwnsTheModel<T, V: View>(
    of type: T.Type, in view: V.Type, reRenders: Int = 3,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    host.perform { () -> HarnessFailure? in
      let call = "expectStateOwnsTheModel(of: \(T.self).self, in: \(V.self).self)"
      let node: Node
      switch ruleTarget(V.self, asking: call, sourceLocation) {
      case .failure(let failure): return failure
      case .success(let found): node = found
      }
      return stability(of: T.self, in: node, asking: call, reRenders: reRenders, sourceLocation) {
        self.host.root.firstDescendant { $0.viewType == V.self }
      }
    }
  }

  /// Rule 1 on the view a probe found (one row of a list, say): its `T` survives
  /// `reRenders` re-renders of the view that contains it.
  ///
  /// ```swift
  /// let row = harness.findAll(ScrumRow.self)[2]
  /// harness.expectStateOwnsTheModel(of: Bool.self, in: row)
  /// ```
  public func expectStateOwnsTheModel<T, V>(
    of type: T.Type, in probe: ViewProbe<V>, reRenders: Int = 3,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkStateOwnsTheModel(of: type, in: probe, reRenders: reRenders, sourceLocation: sourceLocation)?
      .record(in: self, sourceLocation: sourceLocation)
  }

  /// Rule 1 on the view a probe found, as a verdict (nil when the rule holds).
  public func checkStateOwnsTheModel<T, V>(
    of type: T.Type, in probe: ViewProbe<V>, reRenders: Int = 3,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> HarnessFailure? {
    host.perform { () -> HarnessFailure? in
      let call = "expectStateOwnsTheModel(of: \(T.self).self, in: \(probe.node.typeName) probe)"
      // The probe's identity, still mounted, or nothing: a view whose identity changed lost
      // its storage with it.
      return stability(of: T.self, in: probe.node, asking: call, reRenders: reRenders, sourceLocation) {
        probe.node.isMounted ? probe.node : nil
      }
    }
  }

  /// Rule 1 on `node`, re-rendering the view that contains it; `locate` finds it again after
  /// each re-render.
  private func stability<T>(
    of type: T.Type, in node: Node, asking call: String, reRenders: Int, _ sourceLocation: SourceLocation,
    locate: @escaping () -> Node?
  ) -> HarnessFailure? {
    let held: HeldValue
    switch singleHeld(T.self, in: node, asking: call, several: "values of type \(T.self)") {
    case .failure(let failure): return failure
    case .success(let found): held = found
    }
    return ownershipFailure(
      held, of: T.self, in: node, reRenders: reRenders, sourceLocation,
      reRenderParent: { reRenderParent(of: $0, sourceLocation) }, relocate: locate)
  }

  /// Re-renders the parent `reRenders` times and compares what `view` holds in `held`'s
  /// property: the same object, or the same storage for a value.
  private func ownershipFailure<T>(
    _ held: HeldValue, of type: T.Type, in view: Node, reRenders: Int, _ sourceLocation: SourceLocation,
    reRenderParent: (Node) -> Void, relocate: () -> Node?
  ) -> HarnessFailure? {
    let headline = "\(Rule.stateOwnsTheModel.broken()): \(view.typeName).\(held.name)"
    let isObject = Swift.type(of: held.value) is AnyClass
    if !isObject, held.kind == .plain {
      return HarnessFailure(
        headline: "\(headline) is a `let`: it owns no storage, so nothing of it survives a parent re-render",
        evidence: [
          "declared: let \(held.name): \(readableTypeName(T.self)) = \(describe(held.value))",
          Advice.lifetime(of: .plain),
        ],
        fix: Advice.ownTheValue(held.name, T.self))
    }
    let storage = storageIdentity(of: held.name, in: view)
    for round in 1...max(reRenders, 1) {
      reRenderParent(view)
      guard let node = relocate(), let now = heldValues(of: node).first(where: { $0.name == held.name })
      else {
        return HarnessFailure(
          headline: "\(headline) is gone after parent re-render \(round) of \(reRenders): "
            + "\(view.typeName)'s identity changed",
          evidence: ["declared: \(held.declaration) \(held.name)", "before:   \(describe(held.value))"],
          fix: Advice.keepIdentityStable(view.typeName))
      }
      let survived =
        isObject
        ? (now.value as AnyObject) === (held.value as AnyObject)
        : storage != nil && storage == storageIdentity(of: held.name, in: node)
      guard !survived else { continue }
      let what = isObject ? "a new \(T.self)" : "new storage (its initial value again)"
      return HarnessFailure(
        headline: "\(headline) is \(what) after parent re-render \(round) of \(reRenders)",
        evidence: [
          "declared: \(held.declaration) \(held.name)",
          "before:   \(describe(held.value))",
          "after:    \(describe(now.value))",
          Advice.lifetime(of: held.kind),
        ],
        fix: held.isOwning
          ? Advice.keepIdentityStable(view.typeName) : Advice.own(held.name, T.self))
    }
    return nil
  }

  /// The storage a property of `node` owns (`@State`), or nil.
  private func storageIdentity(of name: String, in node: Node) -> ObjectIdentifier? {
    node.properties.first { $0.name == name }?.storage
  }
}
