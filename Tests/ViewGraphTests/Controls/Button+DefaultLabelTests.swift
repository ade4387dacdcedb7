import Testing
@_spi(Inspection) import ViewGraph

private struct NewContactSheet: View {
  @State var log: [String] = []
  var body: some View {
    VStack {
      Text(log.joined(separator: ","))
      Button(role: .close) { log.append("closed") }
      Button(role: .confirm) { log.append("saved") }
      Button(role: .cancel) { log.append("cancelled") }
      Button(role: .destructive) { log.append("deleted") }
    }
  }
}

@MainActor
@Suite("Buttons with a role's default label")
struct DefaultButtonLabelTests {
  @Test("S195: Button(role:action:) is read by its role's title, shows its symbol, and acts")
  func roleLabels() {
    let host = mount(NewContactSheet())
    #expect(host.root.descendants.compactMap(\.controlTitle) == ["Close", "Done", "Cancel", "Delete"])
    #expect(host.texts.filter { !$0.isEmpty } == ["Close", "Done", "Cancel", "Delete"])
    host.press("Close")
    host.press("Done")
    host.press("Delete")
    #expect(host.texts.contains("closed,saved,deleted"))
  }
}
