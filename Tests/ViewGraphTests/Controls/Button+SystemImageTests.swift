import Testing
@_spi(Inspection) import ViewGraph

private struct ShareBar: View {
  @State private var shared = 0
  let title: String
  var body: some View {
    HStack {
      Text("shared \(shared)")
      Button(title, systemImage: "square.and.arrow.up") { shared += 1 }
      Button("Delete", systemImage: "trash", role: .destructive) { shared = 0 }
    }
  }
}

@MainActor
@Suite("Button with a system image")
struct ButtonSystemImageTests {
  @Test("a button with a system image is titled by its title and shows the symbol beside it")
  func titleAndSymbol() {
    let host = mount(ShareBar(title: "Share"))
    #expect(host.control("Share")?.kind == .button)
    let symbols = host.nodes(Image.self).compactMap { $0.value as? Image }
    #expect(symbols.map(\.name) == ["square.and.arrow.up", "trash"])
    #expect(symbols.allSatisfy { $0.isSystemImage })
  }

  @Test("S284: its action runs on a tap, with or without a role")
  func actionRuns() {
    let host = mount(ShareBar(title: "Share"))
    host.tap("Share")
    host.tap("Share")
    #expect(host.shows("shared 2"))
    host.tap("Delete")
    #expect(host.shows("shared 0"))
  }
}
