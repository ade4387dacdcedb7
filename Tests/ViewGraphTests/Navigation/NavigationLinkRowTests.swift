import Testing
@_spi(Inspection) import ViewGraph

private struct Item: Identifiable, Hashable {
  let id: Int
  var title: String
}

@Observable
private final class Shelf {
  var items = (0..<3).map { Item(id: $0, title: "Item \($0)") }
}

@Observable
private final class Look {
  var accent = "blue"
}

private struct ItemRow: View {
  let item: Item
  let accent: String
  var body: some View { Text("\(item.title) in \(accent)") }
}

/// A list of links as apps write it: each row's closure reads a model of the environment,
/// and the view holding the list has state of its own that re-renders it.
private struct LinkList: View {
  let shelf: Shelf
  let look: Look
  @State private var tick = 0

  var body: some View {
    NavigationStack {
      VStack {
        Text("tick \(tick)")
        Button("tick") { tick += 1 }
        List {
          ForEach(shelf.items) { item in
            NavigationLink(value: item.id) { ItemRow(item: item, accent: look.accent) }
          }
        }
      }
      .navigationDestination(for: Int.self) { Text("Detail \($0)") }
    }
  }
}

@MainActor
@Suite("NavigationLink rows and their parent's re-render")
struct NavigationLinkRowTests {
  @Test("S354: a link with the same value and label leaves its label's body alone")
  func unchangedLinkKeepsItsLabel() {
    let shelf = Shelf()
    let host = mount(LinkList(shelf: shelf, look: Look()))
    #expect(host.bodyEvaluationCount(of: ItemRow.self) == 3)
    host.tap("tick")
    host.tap("tick")
    #expect(host.bodyEvaluationCount(of: LinkList.self) == 3)
    #expect(host.bodyEvaluationCount(of: ItemRow.self) == 3, "each row's link was made again, equal")
  }

  @Test("S354: a link whose label's input changed runs that label's body, and only it")
  func changedLinkRunsItsLabel() {
    let shelf = Shelf()
    let look = Look()
    let host = mount(LinkList(shelf: shelf, look: look))
    shelf.items[1].title = "Renamed"
    host.update()
    #expect(host.bodyEvaluationCount(of: ItemRow.self) == 4, "the renamed row alone")
    #expect(host.root.descendants.contains { $0.text == "Renamed in blue" })
    look.accent = "red"
    host.update()
    #expect(host.bodyEvaluationCount(of: ItemRow.self) == 7, "every row reads the accent")
  }

  @Test("S354: a link given a new value keeps its label's body when the label is equal")
  func newValueKeepsEqualLabel() {
    let host = mount(ValueLink())
    host.tap("next")
    #expect(host.bodyEvaluationCount(of: ValueLink.self) == 2)
    #expect(host.bodyEvaluationCount(of: ItemRow.self) == 1, "the link changed, its label did not")
    host.tap("Fixed in blue")
    #expect(host.root.descendants.contains { $0.text == "Detail 2" }, "the link pushes its new value")
  }
}

private struct ValueLink: View {
  @State private var value = 1
  var body: some View {
    NavigationStack {
      VStack {
        Button("next") { value += 1 }
        NavigationLink(value: value) { ItemRow(item: Item(id: 0, title: "Fixed"), accent: "blue") }
      }
      .navigationDestination(for: Int.self) { Text("Detail \($0)") }
    }
  }
}
