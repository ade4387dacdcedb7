import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Found by the corpus re-measure of issue 49 (S315): declared as Apple declares it.

/// EhPanda's comment editor: a computed `String` title with a display mode.
private struct CommentEditor: View {
  var title: String

  var body: some View {
    Text("Draft")
      .navigationBarTitle(title.uppercased(), displayMode: .inline)
  }
}

@MainActor
@Suite("navigationBarTitle")
struct ListModifiersTests {
  @Test("S315: navigationBarTitle(_:displayMode:) takes any StringProtocol title, shown as written")
  func stringTitleWithDisplayMode() {
    let host = mount(CommentEditor(title: "reply"))
    let recorded = host.root.descendants.compactMap(\.recordedModifier).filter {
      $0.name == "navigationTitle"
    }
    #expect(recorded.map(\.arguments) == ["REPLY"])
    let substring: Substring = "Sub"[...]
    let sub = mount(Text("x").navigationBarTitle(substring, displayMode: .large))
    #expect(sub.root.descendants.compactMap(\.recordedModifier).map(\.arguments).contains("Sub"))
  }
}
