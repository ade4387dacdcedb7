import Testing
@_spi(Inspection) import ViewGraph

// Finding views of any type by a predicate over their probes.

extension ViewQuerying {
  /// The one mounted view, of any type, for which `predicate` is true. Modifiers are not
  /// views of their own here: a view's probe reads the modifiers applied to it
  /// (``Probe/accessibilityLabel``, ``Probe/tag``).
  ///
  /// Records an issue, and returns nil, when none or several are.
  ///
  /// ```swift
  /// let timer = harness.find(where: { $0.accessibilityLabel?.hasPrefix("Time") == true })
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func find(
    where predicate: (ViewProbe<Any>) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<Any>? {
    let scope = __queryScope
    return findOne(
      "find(where:)", none: "no view that matches the predicate is",
      several: { "\($0) views that match the predicate are" },
      candidates: { root in
        root.descendants.filter { !$0.isModifier && predicate(scope.probe($0, sourceLocation)) }
      },
      noneFix: "check the predicate against what findAll(where: { _ in true }) returns.",
      severalFix: "narrow the predicate, or use findAll(where:) and pick one.", sourceLocation)
  }

  /// Every mounted view, of any type, for which `predicate` is true, depth first.
  ///
  /// ```swift
  /// let labelled = harness.findAll(where: { $0.accessibilityLabel != nil })
  /// #expect(labelled.count == 2)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func findAll(
    where predicate: (ViewProbe<Any>) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ViewProbe<Any>] {
    let scope = __queryScope
    return scope.run("findAll(where:)", sourceLocation, gone: []) { root in
      root.descendants.lazy.filter { !$0.isModifier }.map {
        scope.probe($0, sourceLocation) as ViewProbe<Any>
      }
      .filter(predicate)
    }
  }
}
