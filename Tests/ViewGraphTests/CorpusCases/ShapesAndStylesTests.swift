import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct ShapesAndStyles: View {
  @State private var isOn = true
  var body: some View {
    VStack {
      Circle().trim(from: 0, to: 0.5)
        .stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round)).fill(.white)
      Capsule().stroke(lineWidth: 2).fill(.quinary)
      RoundedRectangle(cornerRadius: 4).fill(.quinary.shadow(.inner(radius: 2)))
      Image(systemName: "truck.box").clipShape(ContainerRelativeShape())
      HStack { Text("A") }.containerShape(RoundedRectangle(cornerRadius: 8))
      HStack { Text("Key") }
        .alignmentGuide(.firstTextBaseline) { $0[VerticalAlignment.center] }
        .alignmentGuide(.leading) { $0[.trailing] }
      Toggle("Checkbox", isOn: $isOn).toggleStyle(.checkbox)
      Menu("More") { Button("One") {} }.menuStyle(.button).buttonStyle(.bordered)
      Menu("Plain") { Button("Two") {} }.menuStyle(.automatic)
      Text("Row").accessibilityAction { isOn.toggle() }.accessibilityAction(.escape) {}
      Text(AttributedString("Attributed"))
      ScrollView { Text("Body") }.safeAreaInset(edge: .trailing) { Button("Index") {} }
        .contentMargins(.all, EdgeInsets(), for: .scrollContent)
        .contentMargins(.horizontal, 8, for: .scrollIndicators)
        .contentMargins(4)
        .scrollIndicatorsFlash(trigger: isOn)
    }
    .alert("Quit?", isPresented: .constant(false)) { Button("Quit") {} }
    .dialogSuppressionToggle(isSuppressed: .constant(false))
    .dialogSuppressionToggle("Do not ask again", isSuppressed: .constant(false))
  }
}

@MainActor
@Suite("Corpus screen: stroked shapes, styles and alignment guides (measure6)")
struct ShapesAndStylesTests {
  @Test("stroked shapes fill, quinary, container shapes, alignment guides, menu and toggle styles mount")
  func shapesAndStyles() {
    let host = mount(ShapesAndStyles())
    #expect(host.texts.contains("Attributed"))
    #expect(host.control("Checkbox")?.kind == .toggle)
    #expect(host.control("Index") != nil)
  }
}
