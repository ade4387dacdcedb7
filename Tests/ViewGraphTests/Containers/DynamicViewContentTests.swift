import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// Rows whose edit actions are set after another modifier, as apps write them.
private struct Groceries: View {
  @State private var items = ["milk", "eggs", "bread"]

  var body: some View {
    List {
      ForEach(items, id: \.self) { Text($0) }
        .tint(.red)
        .onDelete { items.remove(atOffsets: $0) }
        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}

/// A generic helper over any dynamic content, as a design system declares one.
private func deletable<Rows: DynamicViewContent>(_ rows: Rows, _ action: @escaping (IndexSet) -> Void)
  -> some DynamicViewContent
{
  rows.onDelete(perform: action)
}

@MainActor
@Suite("S314: onDelete and onMove on DynamicViewContent")
struct DynamicViewContentTests {
  @Test("S314: actions set on a modified ForEach reach its rows: delete and move run")
  func actionsThroughAModifier() throws {
    let host = mount(Groceries())
    #expect(host.texts == ["milk", "eggs", "bread"])
    let editing = try #require(host.root.descendants.compactMap(\.rowEditing).first)
    editing.onDelete?(IndexSet(integer: 1))
    host.update()
    #expect(host.texts == ["milk", "bread"])
    let moved = try #require(host.root.descendants.compactMap(\.rowEditing).first)
    moved.onMove?(IndexSet(integer: 0), 2)
    host.update()
    #expect(host.texts == ["bread", "milk"])
  }

  @Test("S314: a modified ForEach is DynamicViewContent, its data the ForEach's")
  func modifiedContentData() throws {
    var deleted: [IndexSet] = []
    let rows = deletable(ForEach(["a", "b"], id: \.self) { Text($0) }.tint(.red)) { deleted.append($0) }
    #expect(rows.data.count == 2)
    let host = mount(List { rows })
    let editing = try #require(host.root.descendants.compactMap(\.rowEditing).first)
    editing.onDelete?(IndexSet(integer: 0))
    #expect(deleted == [IndexSet(integer: 0)])
  }
}
