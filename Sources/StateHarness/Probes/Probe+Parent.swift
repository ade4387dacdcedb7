import Testing
@_spi(Inspection) import ViewGraph

// The views that contain a probe's view.

extension Probe {
  /// The nearest view of yours (a view with a `body`) that contains this one.
  ///
  /// Records an issue, and returns nil, when none does (the probe's view is the root) or
  /// the view left the tree.
  ///
  /// ```swift
  /// let row = harness.find(button: "Remove Ada")?.parent()
  /// #expect(row?.view is AttendeeRow)
  /// ```
  public func parent(sourceLocation: SourceLocation = #_sourceLocation) -> ViewProbe<Any>? {
    enclosing("parent()", noun: "view of yours", sourceLocation: sourceLocation) { $0.isUserView }
  }

  /// The nearest view of type `V` that contains this one: the row a button is in, the
  /// screen a text is shown by.
  ///
  /// Records an issue, and returns nil, when no `V` contains it.
  ///
  /// ```swift
  /// let row = harness.find(text: "Ada")?.parent(AttendeeRow.self)
  /// #expect(row?.view.attendee.name == "Ada")
  /// ```
  public func parent<V: View>(
    _ type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<V>? {
    enclosing("parent(\(V.self).self)", noun: "\(V.self)", sourceLocation: sourceLocation) {
      $0.viewType == V.self
    }
  }

  private func enclosing<V>(
    _ call: String, noun: String, sourceLocation: SourceLocation, where matches: (Node) -> Bool
  ) -> ViewProbe<V>? {
    let scope = __queryScope
    let probe = mounted
    return scope.run(call, sourceLocation, gone: nil) { node in
      var current = node.parent
      var path: [String] = []
      while let ancestor = current {
        if matches(ancestor) { return scope.probe(ancestor, sourceLocation) }
        if ancestor.isUserView { path.append(ancestor.typeName) }
        current = ancestor.parent
      }
      scope.report(
        HarnessFailure(
          headline: "\(call): no \(noun) contains \(probe.label)",
          evidence: [
            path.isEmpty
              ? "No view of yours contains it."
              : "Views of yours containing it: " + path.joined(separator: " < ")
          ],
          fix: "ask the harness instead, or find the view by type."),
        sourceLocation)
      return nil
    }
  }
}
