import Testing
@_spi(Inspection) import ViewGraph

private enum Order: String, CaseIterable { case name, date }

/// GrocySwiftUI's sort pickers, as the app writes them.
private struct SortBar: View {
  @State private var order = Order.name
  var body: some View {
    VStack {
      Picker("Sort", systemImage: "arrow.up.arrow.down", selection: $order) {
        ForEach(Order.allCases, id: \.self) { Text($0.rawValue).tag($0) }
      }
      Text("sorted by \(order.rawValue)")
    }
  }
}

@MainActor
@Suite("Picker with a system image")
struct PickerSystemImageTests {
  @Test("S319: a picker with a system image is titled by its title and shows the symbol beside it")
  func titleAndSymbol() {
    let host = mount(SortBar())
    #expect(host.control("Sort")?.kind == .picker)
    let symbols = host.nodes(Image.self).compactMap { $0.value as? Image }
    #expect(symbols.map(\.name) == ["arrow.up.arrow.down"])
    #expect(host.controlNode("Sort")?.pickerOptions.map(\.label) == ["name", "date"])
  }

  @Test("S319: it selects as any picker does, and the view reading the selection follows")
  func selects() throws {
    let host = mount(SortBar())
    let selection = try #require(host.control("Sort")?.selection)
    host.perform { selection.wrappedValue = AnyHashable(Order.date) }
    #expect(host.shows("sorted by date"))
  }
}
