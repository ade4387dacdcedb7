import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct SpringsAndPointers: View {
  @State private var isHovering = false
  @State private var isExpanded = false
  var body: some View {
    VStack {
      Text("Row")
        .onHover { isHovering = $0 }
        .pointerStyle(isHovering ? .link : nil)
        .pointerStyle(.frameResize(position: .trailing, directions: .all))
        .help("Opens the row")
      Divider().pointerStyle(.columnResize(directions: .all))
      Button("Toggle") {
        withAnimation(.snappy) { isExpanded.toggle() }
        withAnimation(.snappy(duration: 0.3, extraBounce: 0.1)) { isExpanded.toggle() }
        withAnimation(.smooth(duration: 0.4)) { isExpanded.toggle() }
        withAnimation(.bouncy(extraBounce: 0.2)) { isExpanded.toggle() }
      }
      .animation(.smooth, value: isExpanded)
      .animation(.bouncy, value: isExpanded)
      .keyboardShortcut("t")
      .keyboardShortcut(.return, modifiers: [.command, .shift])
      .keyboardShortcut(.defaultAction)
      .keyboardShortcut(isExpanded ? .cancelAction : nil)
      .help(Text("Toggles"))
    }
  }
}

@MainActor
@Suite("Corpus screen: springs, pointer styles, help and keyboard shortcuts")
struct SpringsAndPointersTests {
  @Test("springs, pointer styles, hover, help and keyboard shortcuts are recorded")
  func springsAndPointers() {
    let host = mount(SpringsAndPointers())
    host.press("Toggle")
    #expect(host.texts.contains("Row"))
  }
}
