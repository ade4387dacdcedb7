import Testing
@_spi(Inspection) import ViewGraph

// Selecting the row of a `List(selection:)` that holds the probe's view: a row is selected
// by its `.tag`, or by its ForEach element's id when that is of the selection's type (S78).

extension Probe {
  /// Selects the row of the `List(selection:)` this view is in, as a tap on the row would:
  /// a single selection becomes the row's value; a `Set` selection gains it.
  ///
  /// Records an issue, and selects nothing, when the view is in no `List`, the list has no
  /// selection, or the row has no value of the selection's type.
  ///
  /// ```swift
  /// harness.find(text: "Turtle Rock")?.select()
  /// #expect(harness.contains(text: "Turtle Rock detail"))
  /// ```
  public func select(sourceLocation: SourceLocation = #_sourceLocation) {
    let probe = mounted
    probe.driveNode("select()", sourceLocation) { node in
      guard let (selection, value) = selectableRow(of: node, for: "select()", sourceLocation) else { return }
      if isSelectionDisabled(node) {
        // SwiftUI does not select a row below `.selectionDisabled()` (S167).
        mounted.report(
          HarnessFailure(
            headline: "select(): the row of \(mounted.label) is .selectionDisabled(); a tap selects nothing",
            evidence: ["at: \(readablePath(of: node))"],
            fix: "remove .selectionDisabled() from the row, or expect it not to be selectable."),
          sourceLocation)
        return
      }
      if !selection.select(value) { reportMismatch("select()", value, selection, sourceLocation) }
    }
  }

  /// Deselects the row of the `List(selection:)` this view is in: a single selection of
  /// the row becomes nil; a `Set` selection loses it.
  ///
  /// Records an issue, and changes nothing, as ``select(sourceLocation:)`` does, and when
  /// the List keeps one row always selected (`List(selection: Binding<Value>)`).
  ///
  /// ```swift
  /// harness.find(text: "Turtle Rock")?.deselect()
  /// ```
  public func deselect(sourceLocation: SourceLocation = #_sourceLocation) {
    let probe = mounted
    probe.driveNode("deselect()", sourceLocation) { node in
      guard let (selection, value) = selectableRow(of: node, for: "deselect()", sourceLocation) else {
        return
      }
      if selection.isRequired {
        // `List(selection: Binding<Value>)` keeps one row selected: no tap deselects it (S360).
        mounted.report(
          HarnessFailure(
            headline: "deselect(): the List that holds \(mounted.label) always keeps one row selected",
            evidence: [
              "Its selection is a Binding<\(selection.valueType)>, not an optional: nothing deselects a row."
            ],
            fix:
              "select another row instead, or give the List a Binding<\(selection.valueType)?> to allow none."
          ),
          sourceLocation)
        return
      }
      if !selection.deselect(value) { reportMismatch("deselect()", value, selection, sourceLocation) }
    }
  }

  /// Whether the row of the `List(selection:)` this view is in is selected; nil when the
  /// view is in no selectable row.
  ///
  /// ```swift
  /// #expect(harness.find(text: "Turtle Rock")?.isSelected == true)
  /// ```
  public var isSelected: Bool? {
    let probe = mounted
    return probe.harness.operation(probe.sourceLocation) {
      guard probe.node.isMounted, let (list, row) = listRow(of: probe.node),
        let selection = list.listSelection,
        let value = rowValue(row, in: list, selection)
      else { return nil }
      return selection.selected().contains(value)
    }
  }

  /// Whether a `.selectionDisabled()` (not `false`) applies to `node`, up to its `List`.
  private func isSelectionDisabled(_ node: Node) -> Bool {
    var current: Node? = node
    while let ancestor = current, !ancestor.isList {
      if let modifier = ancestor.recordedModifier, modifier.name == "selectionDisabled",
        modifier.arguments == "true"
      {
        return true
      }
      current = ancestor.parent
    }
    return false
  }

  /// Records that the row's tag is not of the selection's type: SwiftUI selects nothing.
  private func reportMismatch(
    _ call: String, _ value: AnyHashable, _ selection: ListSelection, _ sourceLocation: SourceLocation
  ) {
    let probe = mounted
    probe.report(
      HarnessFailure(
        headline:
          "\(call): the row of \(probe.label) is tagged \(describe(value.base)) (\(type(of: value.base))); the List selects \(selection.valueType)",
        evidence: ["A tag of another type than the selection's selects nothing."],
        fix: "tag the row with a \(selection.valueType)."),
      sourceLocation)
  }

  /// The nearest `List` above `node`, and the child path node below it that holds `node`.
  private func listRow(of node: Node) -> (list: Node, below: Set<ObjectIdentifier>)? {
    var below: Set<ObjectIdentifier> = [ObjectIdentifier(node)]
    var current = node.parent
    while let ancestor = current {
      if ancestor.isList { return (ancestor, below) }
      below.insert(ObjectIdentifier(ancestor))
      current = ancestor.parent
    }
    return nil
  }

  /// The value the selection selects the row holding the nodes `below` by.
  private func rowValue(_ below: Set<ObjectIdentifier>, in list: Node, _ selection: ListSelection)
    -> AnyHashable?
  {
    list.taggedRows(selectedBy: String(describing: selection.valueType))
      .first { below.contains(ObjectIdentifier($0.node)) }?.tag
  }

  private func selectableRow(
    of node: Node, for call: String, _ sourceLocation: SourceLocation
  ) -> (ListSelection, AnyHashable)? {
    let probe = mounted
    func fail(_ headline: String, _ evidence: [String], _ fix: String) -> (ListSelection, AnyHashable)? {
      probe.report(
        HarnessFailure(headline: "\(call): \(headline)", evidence: evidence, fix: fix), sourceLocation)
      return nil
    }
    guard let (list, below) = listRow(of: node) else {
      return fail(
        "\(probe.label) is in no List", ["at: \(readablePath(of: node))"],
        "find a view inside a row of the List(selection:) to select.")
    }
    guard let selection = list.listSelection else {
      return fail(
        "the List that holds \(probe.label) has no selection", ["at: \(readablePath(of: list))"],
        "give the List a selection binding: List(selection: $selection) { … }.")
    }
    let valueType = String(describing: selection.valueType)
    guard let value = rowValue(below, in: list, selection) else {
      let rows = list.taggedRows(selectedBy: valueType).count
      return fail(
        "\(probe.label) is in no row the List selects by \(valueType)",
        [
          "The List's selection is \(selection.allowsMultiple ? "Set<\(valueType)>" : selection.isRequired ? valueType : "\(valueType)?"); \(rows) rows carry a \(valueType)."
        ],
        "tag the row with .tag(_:) of type \(valueType), or show it from a ForEach whose ids are \(valueType)s."
      )
    }
    return (selection, value)
  }
}
