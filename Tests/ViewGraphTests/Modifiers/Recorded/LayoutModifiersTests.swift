import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Found by the SwiftData re-measure of issue 48 (BackyardBirds, S307): declared as Apple
// declares it, recorded as the other layout modifiers are.

/// BackyardBirds' viewport and list rows: a bird mirrored in right-to-left layouts, a name
/// padded as the scene calls for.
private struct BackyardRow: View {
  var name: String

  var body: some View {
    VStack {
      Image(systemName: "bird").flipsForRightToLeftLayoutDirection(true)
      Text(name).scenePadding(.horizontal)
      Text("Feeders").scenePadding(.minimum, edges: .vertical)
      Text("All").scenePadding()
    }
  }
}

@MainActor
@Suite("S307: layout modifiers")
struct LayoutModifiersTests {
  @Test("S307: flipsForRightToLeftLayoutDirection and scenePadding are recorded with their arguments")
  func sceneLayoutModifiers() {
    let flipped = Text("b").flipsForRightToLeftLayoutDirection(true)
    #expect(
      "\(flipped.modifier.name)(\(flipped.modifier.arguments))" == "flipsForRightToLeftLayoutDirection(true)")
    let edges = Text("n").scenePadding(.horizontal)
    #expect(edges.modifier.arguments == "\(Edge.Set.horizontal.rawValue)")
    let minimum = Text("f").scenePadding(.minimum, edges: .vertical)
    #expect(minimum.modifier.arguments == "minimum, \(Edge.Set.vertical.rawValue)")
    #expect(Text("a").scenePadding().modifier.arguments == "\(Edge.Set.all.rawValue)")
    #expect(ScenePadding.minimum == .minimum)
    let host = mount(BackyardRow(name: "Meadow"))
    #expect(host.texts.contains("Meadow"))
  }
}
