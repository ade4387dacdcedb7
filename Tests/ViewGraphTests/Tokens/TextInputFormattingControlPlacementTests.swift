import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A composer that hides the system's formatting controls, as IcySky's composer does.
private struct FormattingComposer: View {
  @State private var posts = 0
  var body: some View {
    VStack {
      Text("Draft").textInputFormattingControlVisibility(.hidden, for: .all)
      Button("Post \(posts)") { posts += 1 }
    }
  }
}

@MainActor
@Suite("S366: textInputFormattingControlVisibility(_:for:)")
struct TextInputFormattingControlPlacementTests {
  @Test("S366: the visibility and the placements are recorded; .all holds every placement")
  func recorded() {
    let hidden = Text("Draft").textInputFormattingControlVisibility(.hidden, for: .contextMenu)
    #expect(hidden.modifier.name == "textInputFormattingControlVisibility")
    #expect(hidden.modifier.arguments == "hidden, 1")
    let all = TextInputFormattingControlPlacement.Set.all
    #expect(all.isSuperset(of: [.contextMenu, .inputAssistant, .accessoryBar, .fontPanel]))
    #expect(all.isSuperset(of: .default))
  }

  @Test("S366: the screen keeps its actions and state")
  func keepsState() {
    let host = mount(FormattingComposer())
    host.tap("Post 0")
    #expect(host.shows("Post 1"))
  }
}
