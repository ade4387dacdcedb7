import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Swipe to delete and drag to move: the `onDelete`/`onMove` of the ForEach whose row holds
// the probe's view, run with that row's offset.

extension Probe {
  /// Deletes the `ForEach` row this view is in, as a swipe would: runs the `ForEach`'s
  /// `onDelete` with the row's offset, then applies the updates it caused.
  ///
  /// Records an issue, and deletes nothing, when the view is in no `ForEach` row or no
  /// `ForEach` holding it has `onDelete`.
  ///
  /// ```swift
  /// harness.find(text: "Ada")?.delete()
  /// #expect(!harness.contains(text: "Ada"))
  /// ```
  public func delete(sourceLocation: SourceLocation = #_sourceLocation) {
    let probe = mounted
    probe.driveNode("delete()", sourceLocation) { node in
      guard let row = editableRow(of: node, for: "delete()", action: \.onDelete, sourceLocation) else {
        return
      }
      row.editing.onDelete?(IndexSet(integer: row.offset))
    }
  }

  /// Moves the `ForEach` row this view is in before the row at `destination`, as a drag
  /// would: runs the `ForEach`'s `onMove` with the row's offset and `destination`, then
  /// applies the updates it caused. `destination` counts rows before the move, from 0 to
  /// the number of rows (the end), as SwiftUI passes it.
  ///
  /// Records an issue, and moves nothing, when the view is in no `ForEach` row, no
  /// `ForEach` holding it has `onMove`, or `destination` is out of range.
  ///
  /// ```swift
  /// harness.find(text: "Ada")?.move(toOffset: 3)   // Ada last of three
  /// ```
  public func move(toOffset destination: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let probe = mounted
    let call = "move(toOffset: \(destination))"
    probe.driveNode(call, sourceLocation) { node in
      guard let row = editableRow(of: node, for: call, action: \.onMove, sourceLocation) else { return }
      guard (0...row.count).contains(destination) else {
        probe.report(
          HarnessFailure(
            headline: "\(call): the ForEach that holds \(probe.label) has \(row.count) rows",
            evidence: [
              "Offsets go from 0 (first) to \(row.count) (after the last); the row is at \(row.offset)."
            ],
            fix: "pass an offset from 0 to \(row.count)."),
          sourceLocation)
        return
      }
      row.editing.onMove?(IndexSet(integer: row.offset), destination)
    }
  }

  /// The nearest `ForEach` row holding `node` whose `ForEach` has `action`, with the row's
  /// offset; records why there is none.
  private func editableRow(
    of node: Node, for call: String, action: KeyPath<RowEditing, (some Any)?>,
    _ sourceLocation: SourceLocation
  ) -> (editing: RowEditing, offset: Int, count: Int)? {
    let probe = mounted
    let name = call.hasPrefix("delete") ? "onDelete" : "onMove"
    var rowsWithout: [Node] = []
    var current = node
    while let parent = current.parent {
      if let editing = parent.rowEditing, case .element = current.component,
        let offset = parent.children.firstIndex(where: { $0 === current })
      {
        if editing[keyPath: action] != nil { return (editing, offset, parent.children.count) }
        rowsWithout.append(current)
      }
      current = parent
    }
    probe.report(
      HarnessFailure(
        headline: rowsWithout.isEmpty
          ? "\(call): \(probe.label) is in no ForEach row"
          : "\(call): the ForEach that holds \(probe.label) has no \(name)",
        evidence: rowsWithout.isEmpty
          ? ["at: \(readablePath(of: node))"]
          : rowsWithout.map { "row: \($0.component) of \($0.parent?.typeName ?? "")" },
        fix: rowsWithout.isEmpty
          ? "find a view inside a row of the ForEach that has .\(name) { … }."
          : "add .\(name) { … } to the ForEach; without it a user cannot \(name == "onDelete" ? "swipe the row away" : "drag the row")."
      ),
      sourceLocation)
    return nil
  }
}
