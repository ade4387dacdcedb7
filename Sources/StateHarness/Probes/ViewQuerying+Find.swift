import Testing
@_spi(Inspection) import ViewGraph

// Finding views by type and texts by what they show.

extension ViewQuerying {
  /// The one mounted view of type `V` (in a probe: the one inside the probe's view).
  ///
  /// Records an issue with an outline of what is mounted, and returns nil, when none is;
  /// records one listing where each is mounted, and returns nil, when several are; records
  /// one naming the missing object, and returns nil, when the view is not rendered because
  /// its `@Environment(Model.self)` or `@EnvironmentObject` finds nothing (reading the view
  /// would stop the test process, as it stops an app). Ask about absence with ``findAll(_:sourceLocation:)`` or ``contains(_:sourceLocation:)``.
  ///
  /// ```swift
  /// let section = harness.find(ProfileSection.self)
  /// #expect(section?.view.store === store)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func find<V: View>(
    _ type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<V>? {
    findOne(
      "find(\(V.self).self)", none: "no \(V.self) is", several: { "\($0) \(V.self) views are" },
      candidates: { $0.descendants.filter { $0.viewType == V.self } }, readsViews: true,
      noneFix:
        "check the branch or ForEach that should show it; ask about absence with findAll(_:) or contains(_:).",
      severalFix: "use findAll(\(V.self).self) and pick one, or find a control inside it by its title.",
      sourceLocation)
  }

  /// The one mounted view of type `V` for which `predicate` is true.
  ///
  /// Records an issue, and returns nil, when none or several are.
  ///
  /// ```swift
  /// let ada = harness.find(AttendeeRow.self, where: { $0.view.attendee.name == "Ada" })
  /// ada?.find(button: "Remove")?.tap()
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func find<V: View>(
    _ type: V.Type, where predicate: (ViewProbe<V>) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<V>? {
    let scope = __queryScope
    return findOne(
      "find(\(V.self).self, where:)", none: "no \(V.self) that matches the predicate is",
      several: { "\($0) \(V.self) views that match the predicate are" },
      candidates: {
        scope.readable(
          $0.descendants.filter { $0.viewType == V.self }, "find(\(V.self).self, where:)", sourceLocation
        )
        .filter { predicate(scope.probe($0, sourceLocation)) }
      },
      noneFix: "check the predicate against the \(V.self) views findAll(\(V.self).self) returns.",
      severalFix: "narrow the predicate, or use findAll(\(V.self).self, where:) and pick one.", sourceLocation
    )
  }

  /// Every mounted view of type `V`, depth first; empty when there is none. A view that is
  /// not rendered because its environment object is missing is left out, with an issue:
  /// reading it would trap (``find(_:sourceLocation:)`` says the same).
  ///
  /// ```swift
  /// #expect(harness.findAll(Row.self).count == 3)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func findAll<V: View>(
    _ type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ViewProbe<V>] {
    findAll(type, where: { _ in true }, sourceLocation: sourceLocation)
  }

  /// Every mounted view of type `V` for which `predicate` is true, depth first.
  ///
  /// ```swift
  /// let favorites = harness.findAll(LandmarkRow.self, where: { $0.view.landmark.isFavorite })
  /// #expect(favorites.count == 2)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func findAll<V: View>(
    _ type: V.Type, where predicate: (ViewProbe<V>) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ViewProbe<V>] {
    let scope = __queryScope
    let call = "findAll(\(V.self).self)"
    return scope.run(call, sourceLocation, gone: []) { root in
      scope.readable(root.descendants.filter { $0.viewType == V.self }, call, sourceLocation)
        .map { scope.probe($0, sourceLocation) as ViewProbe<V> }.filter(predicate)
    }
  }

  /// Whether a view of type `V` is mounted.
  ///
  /// ```swift
  /// #expect(!harness.contains(ErrorBanner.self))
  /// ```
  public func contains<V: View>(
    _ type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    // Asking whether a view is there reads nothing of it: a view that cannot be read counts.
    __queryScope.run("contains(\(V.self).self)", sourceLocation, gone: false) { root in
      root.descendants.contains { $0.viewType == V.self }
    }
  }

  /// Whether a `Text` showing exactly `string` is mounted. A text below `.hidden()` is
  /// mounted but not shown, so it does not count (S81).
  ///
  /// ```swift
  /// #expect(harness.contains(text: "Current theme: Dark"))
  /// ```
  public func contains(
    text string: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    __queryScope.run("contains(text: \"\(string)\")", sourceLocation, gone: false) { root in
      root.descendants.contains { $0.text == string && !$0.isHidden }
    }
  }

  /// The first mounted `Text` showing exactly `string`.
  ///
  /// ```swift
  /// #expect(harness.find(text: "Current theme: Light") != nil)
  /// ```
  public func find(
    text string: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<Text>? {
    let scope = __queryScope
    let call = "find(text: \"\(string)\")"
    return scope.run(call, sourceLocation, gone: nil) { root in
      if let node = root.descendants.first(where: { $0.text == string }) {
        return scope.probe(node, sourceLocation)
      }
      let shown = root.descendants.compactMap(\.text).map { "\"\($0)\"" }
      scope.report(
        HarnessFailure(
          headline: "\(scope.naming(call)): no Text shows \"\(string)\"",
          evidence: shown.isEmpty
            ? ["No Text is \(scope.searched)."]
            : ["Texts \(scope.searched): " + shown.joined(separator: ", ")],
          fix: "match the whole string as shown, after interpolation."),
        sourceLocation)
      return nil
    }
  }

  /// The one node of `candidates` (below the scope's root), as a probe; records a failure, and returns nil, when
  /// none or several are (`none`: "no Row is", `several`: "3 Row views are").
  func findOne<V>(
    _ call: String, none: String, several: (Int) -> String, candidates: (Node) -> [Node],
    readsViews: Bool = false, noneEvidence: ((Node) -> [String])? = nil, noneFix: String,
    severalFix: String, _ sourceLocation: SourceLocation
  ) -> ViewProbe<V>? {
    let scope = __queryScope
    return scope.run(call, sourceLocation, gone: nil) { root in
      let nodes = candidates(root)
      if nodes.count == 1 {
        // A typed probe hands out the view: not one whose read would trap.
        if readsViews, let failure = scope.harness.readTrapFailure(of: nodes[0], query: scope.naming(call)) {
          scope.report(failure, sourceLocation)
          return nil
        }
        return scope.probe(nodes[0], sourceLocation)
      }
      if nodes.count > 1 {
        // Which one the test meant is a guess; acting on the first would pass or fail by
        // tree order.
        scope.report(
          HarnessFailure(
            headline:
              "\(scope.naming(call)): \(several(nodes.count)) \(scope.searched); find expects exactly one",
            evidence: ["Mounted at:"] + nodes.map { "  " + readablePath(of: $0) },
            fix: severalFix),
          sourceLocation)
        return nil
      }
      scope.report(
        HarnessFailure(
          headline: "\(scope.naming(call)): \(none) \(scope.searched)",
          evidence: noneEvidence?(root) ?? ["Mounted:"] + scope.harness.outline(of: root).map { "  " + $0 },
          fix: noneFix),
        sourceLocation)
      return nil
    }
  }
}
