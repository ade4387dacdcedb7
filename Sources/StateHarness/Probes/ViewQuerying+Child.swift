import Testing
@_spi(Inspection) import ViewGraph

// Positional access, for suites written with ViewInspector's `hStack().text(1)`: the views a
// view shows directly, by index. Finding by what the user sees (`find(text:)`) survives a
// layout change that moves a view; an index does not, so prefer it when you can.

extension ViewQuerying {
  /// The view at `index` among those this one shows directly (``Probe/children``): on the
  /// harness, among the views its closure returns.
  ///
  /// The steps are the lines of ``Harness/snapshot(sourceLocation:)``: views of yours,
  /// texts, controls, images and the containers a user sees (`VStack`, `List`, `ForEach`,
  /// `Section`); modifiers, `Group`, `AnyView` and `if` branches are not steps, and
  /// presented or attached content (a sheet, a toolbar) is not a child. A view of yours
  /// has one child, the view its `body` returns.
  ///
  /// Records an issue listing the views shown, and returns nil, when there is no view at
  /// `index`.
  ///
  /// ```swift
  /// // ViewInspector: try sut.inspect().vStack().hStack(0).text(1).string()
  /// let name = harness.find(ProfileCard.self)?.child(at: 0)?.child(at: 0)?.child(at: 1)
  /// #expect(name?.string == "Ada")
  /// ```
  public func child(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> ViewProbe<Any>? {
    let scope = __queryScope
    return scope.run("child(at: \(index))", sourceLocation, gone: nil) { node in
      guard let found = shownChild(of: node, at: index, "child(at: \(index))", sourceLocation) else {
        return nil
      }
      return scope.probe(found, sourceLocation)
    }
  }

  /// The view at `index` among those this one shows directly, as a `V`: `child(Text.self,
  /// at: 1)`, `child(AttendeeRow.self, at: 0)`. Records an issue, and returns nil, when
  /// there is no view at `index` or it is not a `V`.
  ///
  /// ```swift
  /// // ViewInspector: try sut.inspect().find(AttendeeRow.self).hStack().text(1)
  /// let row = harness.find(AttendeeRow.self)?.child(at: 0)
  /// #expect(row?.child(Text.self, at: 1)?.string == "Speaker")
  /// ```
  public func child<V: View>(
    _ type: V.Type, at index: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewProbe<V>? {
    let scope = __queryScope
    let call = "child(\(V.self).self, at: \(index))"
    return scope.run(call, sourceLocation, gone: nil) { node in
      guard let found = shownChild(of: node, at: index, call, sourceLocation) else { return nil }
      guard found.value is V else {
        scope.report(
          HarnessFailure(
            headline:
              "\(positionalCall(call)): the view at \(index) is \(describeShown(found)), not \(V.self)",
            evidence: ["at: \(positionalPath(of: found))"],
            fix: "ask child(at: \(index)) for the view whatever its type, or use the index of the \(V.self)."),
          sourceLocation)
        return nil
      }
      return scope.probe(found, sourceLocation)
    }
  }

  /// `child(at: 2)`, or `child(at: 2) in VStack` on a probe: how failures name the call.
  private func positionalCall(_ call: String) -> String {
    __queryScope.probe.map { "\(call) in \(describeShown($0.node))" } ?? call
  }

  /// The shown child of `node` at `index`, or nil with an issue listing those there are.
  private func shownChild(of node: Node, at index: Int, _ call: String, _ sourceLocation: SourceLocation)
    -> Node?
  {
    let scope = __queryScope
    let children = scope.probe == nil ? shownViews(from: node) : shownChildren(of: node)
    if children.indices.contains(index) { return children[index] }
    let shown = scope.probe.map { "\(describeShown($0.node)) shows" } ?? "the harness shows"
    let count = children.isEmpty ? "no view" : children.count == 1 ? "1 view" : "\(children.count) views"
    let listed = children.prefix(10).enumerated().map { "[\($0.offset)] \(describeShown($0.element))" }
    scope.report(
      HarnessFailure(
        headline: "\(positionalCall(call)): no view at index \(index); \(shown) \(count)",
        evidence: listed + (children.count > 10 ? ["… and \(children.count - 10) more"] : []),
        fix: "count from 0 in the order the views are written; modifiers, Group, AnyView and if branches "
          + "are not steps."),
      sourceLocation)
    return nil
  }
}

extension Probe {
  /// The views this one shows directly, in order: the steps ``ViewQuerying/child(at:sourceLocation:)``
  /// counts. Empty for a text or an image, and when the view left the tree (recorded).
  ///
  /// ```swift
  /// #expect(harness.find(TripRow.self)?.children.first?.children.count == 3)   // HStack of three
  /// ```
  public var children: [ViewProbe<Any>] {
    let scope = __queryScope
    let probe = mounted
    return readShown("children") { node in
      shownChildren(of: node).map { scope.probe($0, probe.sourceLocation) }
    } ?? []
  }

  /// The `child(at:)` steps from the harness to this view, in ViewInspector's form:
  /// `view(ContentView.self, 0).vStack(0).hStack(0).text(1)`. Presented or attached
  /// content shows as its slot (`sheet()`, `pushed(1)`), which `child(at:)` does not
  /// enter: reach inside it with `find`.
  ///
  /// ```swift
  /// #expect(harness.find(text: "Ada")?.pathToRoot == "view(PeopleScreen.self, 0).list(0).text(0)")
  /// ```
  public var pathToRoot: String {
    readShown("pathToRoot") { positionalPath(of: $0) } ?? ""
  }
}

/// How a positional failure names a view: `Text "Ada"`, `Button "Save"`, `VStack`, `Row`.
@MainActor
func describeShown(_ node: Node) -> String {
  if node.control != nil || node.text != nil { return describeProbed(node) }
  return shownName(of: node)
}
