import Observation
import Testing

@_spi(Inspection) @testable import ViewGraph

@Observable
private final class Item {
  let id: Int
  var title: String
  var isPinned = false
  init(_ id: Int, _ title: String) {
    self.id = id
    self.title = title
  }
}

/// A row that counts its body's evaluations through the test's counter.
private struct TitleRow: View {
  let title: String
  var body: some View { Text(title) }
}

/// Rows whose closure reads each item's title (a model read that is the row's, S30), and
/// the parent's `@State` in the last one.
private struct Rows: View {
  let items: [Item]
  @State var highlighted = 0
  var body: some View {
    VStack {
      Button("Highlight 2") { highlighted = 2 }
      ForEach(items, id: \.id) { item in
        TitleRow(title: item.id == highlighted ? "\(item.title) *" : item.title)
      }
    }
  }
}

/// Texts made straight from the model: each row is a text, which must keep its closure.
private struct TextRows: View {
  let items: [Item]
  var body: some View {
    ForEach(items, id: \.id) { item in Text(item.title) }
  }
}

/// Rows whose closure reads the title only while the item is not pinned.
private struct PinnableRows: View {
  let items: [Item]
  var body: some View {
    ForEach(items, id: \.id) { item in TitleRow(title: item.isPinned ? "pinned" : item.title) }
  }
}

/// A `ForEach` row is the view its closure makes; a row whose closure read something keeps
/// where that view came from (RowSource.swift), so that a change runs that closure alone
/// and re-evaluates the row only when it made a different view (S30).
@MainActor
@Suite("ForEach rows that keep their closure")
struct RowSourceTests {
  @Test("S30: a row is its closure's view, with the element's id, and no node between")
  func rowIsTheClosuresView() throws {
    let items = [Item(1, "One"), Item(2, "Two")]
    let host = mount(TextRows(items: items))
    let forEach = try #require(host.root.children.first)
    #expect(forEach.typeName.hasPrefix("ForEach"))
    #expect(forEach.children.map(\.typeName) == ["Text", "Text"])
    #expect(
      forEach.children.map(\.component) == [
        .element(AnyHashableSendable(1)), .element(AnyHashableSendable(2)),
      ])
  }

  @Test("S30: a text row whose closure read a model follows it, alone")
  func textRowFollowsModel() {
    let items = [Item(1, "One"), Item(2, "Two")]
    let host = mount(TextRows(items: items))
    items[1].title = "Deux"
    host.update()
    #expect(host.texts == ["One", "Deux"])
    #expect(host.bodyEvaluationCount(of: TextRows.self) == 1)
  }

  @Test("S30: a closure that makes an equal view again leaves the row's body be")
  func equalViewLeavesBody() {
    let items = [Item(1, "One"), Item(2, "Two")]
    let host = mount(Rows(items: items))
    #expect(host.bodyEvaluationCount(of: TitleRow.self) == 2)
    items[0].title = "One"  // the same title: the closure runs, its view is equal
    host.update()
    #expect(host.bodyEvaluationCount(of: TitleRow.self) == 2)
    items[0].title = "Uno"
    host.update()
    #expect(host.bodyEvaluationCount(of: TitleRow.self) == 3)
    #expect(host.texts == ["Highlight 2", "Uno", "Two"])
    #expect(host.bodyEvaluationCount(of: Rows.self) == 1)
  }

  @Test("S30: a parent's @State read in a row closure re-runs the rows, not the parent's body")
  func parentStateReadInClosure() {
    let items = [Item(1, "One"), Item(2, "Two")]
    let host = mount(Rows(items: items))
    host.tap("Highlight 2")
    #expect(host.texts == ["Highlight 2", "One", "Two *"])
    #expect(host.bodyEvaluationCount(of: Rows.self) == 1)
    #expect(host.bodyEvaluationCount(of: TitleRow.self) == 3, "only the second row's view changed")
  }

  @Test("S30: a closure that stops reading a property no longer follows it")
  func closureStopsReading() {
    let item = Item(1, "One")
    let host = mount(PinnableRows(items: [item]))
    item.isPinned = true
    host.update()
    #expect(host.texts == ["pinned"])
    let evaluations = host.bodyEvaluationCount(of: TitleRow.self)
    item.title = "Changed while pinned"
    host.update()
    #expect(host.bodyEvaluationCount(of: TitleRow.self) == evaluations)
    item.isPinned = false
    host.update()
    #expect(host.texts == ["Changed while pinned"])
  }

  @Test("a row that stopped following its model, then left with its host, ignores it after")
  func droppedSourceOutlivesItsRow() {
    let item = Item(1, "One")
    var host: ViewHost? = mount(PinnableRows(items: [item]))
    item.isPinned = true
    host?.update()
    #expect(host?.texts == ["pinned"])
    // The title's observer, registered by the closure's first run, is still in the model.
    host = nil
    item.title = "After the host"
    #expect(host == nil)
  }

  @Test("a row removed from its list, or left with its released host, ignores its model")
  func removedRowsIgnoreTheirModel() {
    let items = [Item(1, "One"), Item(2, "Two")]
    let list = ListBox(items)
    let host = mount(ListOfBox(list: list))
    list.items.removeLast()
    host.update()
    #expect(host.texts == ["One"])
    items[1].title = "Gone"
    host.update()
    #expect(host.texts == ["One"])
    // Released with a row that still follows its model: the change reaches no node.
    var released: ViewHost? = mount(TextRows(items: items))
    #expect(released?.texts == ["One", "Gone"])
    released = nil
    items[0].title = "After"
    #expect(released == nil)
  }
}

@Observable
private final class ListBox {
  var items: [Item]
  init(_ items: [Item]) { self.items = items }
}

private struct ListOfBox: View {
  let list: ListBox
  var body: some View {
    ForEach(list.items, id: \.id) { item in Text(item.title) }
  }
}
