import Testing
@_spi(Inspection) import ViewGraph

private struct FavouriteToggle: View {
  @State private var isFavourite = false
  var body: some View {
    VStack {
      Toggle("Favourite", systemImage: "star", isOn: $isFavourite)
      Text(isFavourite ? "starred" : "plain")
    }
  }
}

@MainActor
@Suite("Toggle with a system image")
struct ToggleSystemImageTests {
  @Test("a toggle with a system image is titled by its title and shows the symbol")
  func titleAndSymbol() {
    let host = mount(FavouriteToggle())
    #expect(host.control("Favourite")?.kind == .toggle)
    let symbols = host.nodes(Image.self).compactMap { $0.value as? Image }
    #expect(symbols.map(\.name) == ["star"])
    #expect(symbols.first?.isSystemImage == true)
  }

  @Test("a tap flips its binding")
  func tapFlips() {
    let host = mount(FavouriteToggle())
    host.tap("Favourite")
    #expect(host.shows("starred"))
  }
}
