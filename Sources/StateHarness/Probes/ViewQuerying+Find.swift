import Testing
@_spi(Inspection) import ViewGraph

// Finding views by type and texts by what they show.

extension Harness {
  /// The one mounted view of type `V`.
  ///
  /// Records an issue with an outline of what is mounted, and returns nil, when none is;
  /// records one listing where each is mounted, and returns nil, when several are.
  /// Ask about absence with ``findAll(_:sourceLocation:)`` or ``contains(_:sourceLocation:)``.
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
    operation(sourceLocation) {
      let nodes = host.root.descendants.filter { $0.viewType == V.self }
      if nodes.count == 1 {
        return ViewProbe(node: nodes[0], harness: self, sourceLocation: sourceLocation)
      }
      if nodes.count > 1 {
        // Which one the test meant is a guess; acting on the first would pass or fail by
        // tree order.
        reportIssue(
          HarnessFailure(
            headline:
              "find(\(V.self).self): \(nodes.count) \(V.self) views are mounted; find expects exactly one",
            evidence: ["Mounted at:"] + nodes.map { "  " + $0.identity },
            fix: "use findAll(\(V.self).self) and pick one, or find a control inside it by its title."),
          of: self, sourceLocation: sourceLocation)
        return nil
      }
      reportIssue(
        HarnessFailure(
          headline: "find(\(V.self).self): no \(V.self) is mounted",
          evidence: ["Mounted:"] + outline().map { "  " + $0 },
          fix:
            "check the branch or ForEach that should show it; ask about absence with findAll(_:) or contains(_:)."
        ),
        of: self, sourceLocation: sourceLocation)
      return nil
    }
  }

  /// Every mounted view of type `V`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(Row.self).count == 3)
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func findAll<V: View>(
    _ type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ViewProbe<V>] {
    operation(sourceLocation) {
      host.root.descendants.filter { $0.viewType == V.self }.map {
        ViewProbe(node: $0, harness: self, sourceLocation: sourceLocation)
      }
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
    !findAll(type, sourceLocation: sourceLocation).isEmpty
  }

  /// Whether a `Text` showing exactly `string` is mounted.
  ///
  /// ```swift
  /// #expect(harness.contains(text: "Current theme: Dark"))
  /// ```
  public func contains(
    text string: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    operation(sourceLocation) { host.root.descendants.contains { $0.text == string } }
  }

  /// The first mounted `Text` showing exactly `string`.
  ///
  /// ```swift
  /// #expect(harness.find(text: "Current theme: Light") != nil)
  /// ```
  public func find(
    text string: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<Text>? {
    operation(sourceLocation) {
      if let node = host.root.descendants.first(where: { $0.text == string }) {
        return ViewProbe(node: node, harness: self, sourceLocation: sourceLocation)
      }
      let shown = host.root.descendants.compactMap(\.text).map { "\"\($0)\"" }
      reportIssue(
        HarnessFailure(
          headline: "find(text: \"\(string)\"): no Text shows \"\(string)\"",
          evidence: shown.isEmpty
            ? ["No Text is mounted."] : ["Texts mounted: " + shown.joined(separator: ", ")],
          fix: "match the whole string as shown, after interpolation."),
        of: self, sourceLocation: sourceLocation)
      return nil
    }
  }
}
