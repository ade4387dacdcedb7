import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct Order: Identifiable {
  let id: String
  var total: Int
}

private struct OrdersTable: View {
  @State private var selection: Set<Order.ID> = []
  @State private var single: Order.ID?
  @State private var sortOrder = [KeyPathComparator(\Order.total)]
  let orders = [Order(id: "A1", total: 3), Order(id: "B2", total: 5)]
  var body: some View {
    VStack {
      Table(selection: $selection, sortOrder: $sortOrder) {
        TableColumn("Order", value: \.id) { order in Text("Order \(order.id)") }
        TableColumn("Details") { order in
          Menu("More \(order.id)") { Button("Complete") {} }.menuStyle(.borderlessButton).menuIndicator(
            .hidden)
        }
      } rows: {
        Section { ForEach(orders) { TableRow($0) } }
        TableRow(Order(id: "C3", total: 1))
      }
      Table(orders, selection: $single, sortOrder: $sortOrder) {
        TableColumn("Name", value: \.id)
      }
      .contextMenu(forSelectionType: Order.ID.self) { ids in
        Button("Delete \(ids.count)") {}
      } primaryAction: { _ in
      }
      Button("Cancel") {}.focusable().keyboardShortcut(.escape)
    }
  }
}

@MainActor
@Suite("Table")
struct TableTests {
  @Test("a table built with rows: mounts each TableRow's columns; a selection's context menu is mounted")
  func tableRows() {
    let host = mount(OrdersTable())
    #expect(host.texts.contains("Order A1"))
    #expect(host.texts.contains("Order B2"))
    #expect(host.texts.contains("Order C3"))
    #expect(host.control("Delete 0") != nil)
    #expect(host.control("Cancel") != nil)
  }
}
