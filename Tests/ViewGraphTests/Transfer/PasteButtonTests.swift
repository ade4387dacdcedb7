import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct Recipe: Codable, Transferable {
  var title: String
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    ProxyRepresentation(exporting: \.title)
  }
}

private struct Shopping: View {
  @State var items: [String] = []
  @State var links: [URL] = []
  var body: some View {
    VStack {
      ForEach(items, id: \.self) { Text("item: \($0)") }
      PasteButton(payloadType: String.self) { strings in items += strings }
      Text("Links").pasteDestination(for: URL.self) {
        links += $0
      } validator: { urls in
        urls.filter { $0.scheme == "https" }
      }
    }
  }
}

@MainActor
@Suite("S152: a paste runs the paste button's action with the pasted values")
struct PasteButtonTests {
  @Test("S152: PasteButton's onPaste gets the pasted items as its payload type")
  func pasteButtonReceivesValues() async throws {
    let host = mount(Shopping())
    let destinations = host.root.descendants.compactMap(\.pasteDestination)
    #expect(destinations.count == 2)
    let button = try #require(destinations.first { $0.payloadType == String.self })
    try await button.paste(["Milk", "Eggs"])
    host.update()
    #expect(host.texts.filter { $0.hasPrefix("item: ") } == ["item: Milk", "item: Eggs"])
    // A value of another type pastes as the text its proxy exports.
    try await button.paste([Recipe(title: "Bread")])
    host.update()
    #expect(host.view(Shopping.self)?.items.last == "Bread")
  }

  @Test("S152: pasteDestination's validator keeps what the action gets")
  func pasteDestinationValidates() async throws {
    let host = mount(Shopping())
    let links = try #require(
      host.root.descendants.compactMap(\.pasteDestination).first { $0.payloadType == URL.self })
    try await links.paste([URL(string: "https://a.example")!, URL(string: "ftp://b.example")!])
    host.update()
    #expect(host.view(Shopping.self)?.links == [URL(string: "https://a.example")!])
  }
}
