import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A list whose indicators are pulled back by its content's padding, as Ice's settings list does.
private struct SectionedList: View {
  @State private var padding = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
  var body: some View {
    ScrollView {
      Button("Pad \(Int(padding.top))") { padding.top += 1 }
    }
    .contentMargins(.all, padding, for: .scrollContent)
    .contentMargins(.all, -padding, for: .scrollIndicators)
  }
}

@MainActor
@Suite("S365: vector arithmetic on EdgeInsets")
struct VectorMathTests {
  @Test("S365: -insets negates every edge; +, -, * and / work edge by edge")
  func edgeByEdge() {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(-insets == EdgeInsets(top: -1, leading: -2, bottom: -3, trailing: -4))
    #expect(insets + insets == insets * 2)
    #expect(insets - insets == EdgeInsets())
    #expect(insets * 2 / 2 == insets)
    var moved = insets
    moved += insets
    moved -= insets
    #expect(moved == insets)
    #expect(EdgeInsets(top: 3, leading: 4, bottom: 0, trailing: 0).magnitude == 5)
  }

  @Test("S365: a list with negated insets records them and keeps its state")
  func recordedAndKeepsState() {
    let margins = Text("x").contentMargins(.all, -EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
    #expect(margins.modifier.arguments.contains("-1.0"))
    let host = mount(SectionedList())
    host.tap("Pad 4")
    #expect(host.shows("Pad 5"))
  }
}
