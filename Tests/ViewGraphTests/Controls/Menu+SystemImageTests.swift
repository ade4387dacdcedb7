import Testing
@_spi(Inspection) import ViewGraph

private struct SortMenu: View {
  @State private var order = "none"
  var body: some View {
    VStack {
      Menu("Sort", systemImage: "arrow.up.arrow.down") {
        Button("By name") { order = "name" }
      }
      Menu("Filter", systemImage: "line.3.horizontal.decrease") {
        Button("Unread") { order = "unread" }
      } primaryAction: {
        order = "filtered"
      }
      Text("order \(order)")
    }
  }
}

@MainActor
@Suite("Menu with a system image")
struct MenuSystemImageTests {
  @Test("a menu with a system image is titled by its title and shows the symbol")
  func titleAndSymbol() {
    let host = mount(SortMenu())
    #expect(host.control("Sort")?.kind == .menu)
    let symbols = host.nodes(Image.self).compactMap { $0.value as? Image }
    #expect(symbols.map(\.name) == ["arrow.up.arrow.down", "line.3.horizontal.decrease"])
  }

  @Test("S166: its items act; with a primary action, a tap on the menu runs that action")
  func itemsAndPrimaryAction() {
    let host = mount(SortMenu())
    host.tap("By name")
    #expect(host.shows("order name"))
    host.tap("Filter")
    #expect(host.shows("order filtered"))
  }
}
