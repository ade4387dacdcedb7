import Testing
@_spi(Inspection) import ViewGraph

/// A settings sheet dismissed the iOS 14 way, through `\.presentationMode`.
private struct Settings: View {
  @Environment(\.presentationMode) var presentationMode
  var body: some View {
    VStack {
      Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
      Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
  }
}

private struct Home: View {
  @State var showsSettings = false
  var body: some View {
    VStack {
      Button("Settings") { showsSettings = true }
      Settings()
    }
    .sheet(isPresented: $showsSettings) { Settings() }
  }
}

@MainActor
@Suite("S131: presentationMode reads and dismisses the presentation")
struct PresentationModeTests {
  @Test("S131: presentationMode.wrappedValue.dismiss() dismisses the sheet; isPresented says where it is")
  func dismissesTheSheet() {
    let host = mount(Home())
    #expect(host.texts.filter { $0.hasSuffix("presented") } == ["not presented"])
    host.tap("Settings")
    #expect(host.view(Home.self)?.showsSettings == true)
    #expect(host.texts.filter { $0.hasSuffix("presented") } == ["not presented", "presented"])
    // The second "Done" is the sheet's; the first, outside any presentation, does nothing.
    let buttons = host.root.descendants.filter { $0.controlTitle == "Done" }
    #expect(buttons.count == 2)
    host.perform { buttons[0].control?.tap?.action?() }
    host.update()
    #expect(host.view(Home.self)?.showsSettings == true)
    host.perform { buttons[1].control?.tap?.action?() }
    host.update()
    #expect(host.view(Home.self)?.showsSettings == false)
    #expect(host.texts.filter { $0.hasSuffix("presented") } == ["not presented"])
  }
}
