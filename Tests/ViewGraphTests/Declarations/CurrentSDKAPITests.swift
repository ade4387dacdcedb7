import Testing
@_spi(Inspection) import ViewGraph

/// A scene that watches a value with each of `Scene.onChange`'s forms, the one-argument one
/// as apps that support iOS 16 still write it.
private struct WatchingApp: App {
  let phase = 1
  var body: some Scene {
    WindowGroup { Text("Watching") }
      .onChange(of: phase) { newValue in _ = newValue }
      .onChange(of: phase) {}
      .onChange(of: phase) { old, new in _ = (old, new) }
  }
}

@MainActor
@Suite("API of the current SDK that apps reach")
struct CurrentSDKAPITests {
  @Test("S287: Scene.onChange takes no-, one- and two-argument actions")
  func sceneOnChangeForms() {
    // Scene modifiers are recorded, not run (SceneModifiers.swift): the scene is the window
    // group, three times modified.
    let scene = WatchingApp().body
    #expect(String(describing: type(of: scene)).contains("WindowGroup<Text>"))
  }

  @Test("S288: ImageRenderer holds its view and scale; its images are nil, as nothing is drawn")
  func imageRenderer() {
    let renderer = ImageRenderer(content: Text("Chart"))
    #expect(renderer.scale == 1)
    renderer.scale = 2
    #expect(renderer.scale == 2)
    #expect(renderer.content.string == "Chart")
    #if !canImport(UIKit)
      #expect(renderer.uiImage == nil)
    #endif
  }

  @Test("S288: a section's index label and a list's index visibility are recorded as its style")
  func sectionIndex() {
    let recorded = [
      Text("a").sectionIndexLabel("A").modifier, Text("a").sectionIndexLabel(Text("B")).modifier,
      Text("a").sectionIndexLabel(nil).modifier,
      List { Text("a") }.listSectionIndexVisibility(.visible).modifier,
    ]
    #expect(
      recorded.map { "\($0.name)(\($0.arguments))" } == [
        "sectionIndexLabel(A)", "sectionIndexLabel(B)", "sectionIndexLabel(nil)",
        "listSectionIndexVisibility(visible)",
      ])
  }

  @Test("S280: a @ContentBuilder closure builds views as a @ViewBuilder one does")
  func contentBuilder() {
    struct Card<Content: View>: View {
      let content: Content
      init(@ContentBuilder content: () -> Content) { self.content = content() }
      var body: some View { VStack { content } }
    }
    let host = mount(
      Card {
        Text("Title")
        if true { Text("Shown") }
      })
    #expect(host.texts == ["Title", "Shown"])
  }
}
