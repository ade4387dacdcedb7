import Foundation
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

  @Test("symbol effects repeat periodically and replace by Magic Replace, as the iOS 18 SDK writes them")
  func symbolEffectRepeatAndMagicReplace() {
    let recorded = [
      Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(.periodic(delay: 2)), value: 1)
        .modifier,
      Image(systemName: "bell").symbolEffect(.pulse, options: .repeat(.periodic(3, delay: 0.5))).modifier,
      Image(systemName: "bell").symbolEffect(.pulse, options: .repeat(.continuous)).modifier,
      Image(systemName: "bell").symbolEffect(.pulse, options: .speed(2).repeat(.periodic)).modifier,
      Image(systemName: "bell").contentTransition(.symbolEffect(.replace.magic(fallback: .replace))).modifier,
    ]
    #expect(
      recorded.map { "\($0.name)(\($0.arguments))" } == [
        "symbolEffect(bounce, repeat(periodic(nil, delay: 2.0)))",
        "symbolEffect(pulse, repeat(periodic(3, delay: 0.5)), true)",
        "symbolEffect(pulse, repeat(continuous), true)",
        "symbolEffect(pulse, speed(2.0).repeat(periodic), true)",
        "contentTransition(symbolEffect(replace.magic(fallback: replace), default))",
      ])
  }

  @Test("symbolColorRenderingMode is recorded on a view, nil too, and an Image takes it")
  func symbolColorRenderingMode() {
    let recorded = [
      Label("Hot", systemImage: "flame.fill").symbolColorRenderingMode(.gradient).modifier,
      Text("a").symbolColorRenderingMode(.flat).modifier,
      Text("a").symbolColorRenderingMode(nil).modifier,
    ]
    #expect(
      recorded.map { "\($0.name)(\($0.arguments))" } == [
        "symbolColorRenderingMode(gradient)", "symbolColorRenderingMode(flat)",
        "symbolColorRenderingMode(nil)",
      ])
    // Image's own form keeps it an Image, as Apple's does, so Image-only modifiers still follow.
    let image = Image(systemName: "flame.fill").symbolColorRenderingMode(.gradient).resizable()
    #expect(type(of: image) == Image.self)
  }

  @Test("tag(_:includeOptional: false) leaves a tag to selections of its own type, not its optional")
  func tagIncludeOptional() {
    struct Chooser: View {
      @State private var plain = "a"
      @State private var optional: String? = nil
      var body: some View {
        VStack {
          Picker("Plain", selection: $plain) {
            Text("A").tag("a", includeOptional: false)
            Text("B").tag("b")
          }
          Picker("Optional", selection: $optional) {
            Text("A").tag("a", includeOptional: false)
            Text("B").tag("b")
          }
        }
      }
    }
    let host = mount(Chooser())
    let pickers = host.root.descendants.filter { $0.control?.kind == .picker }
    #expect(pickers.map { $0.pickerOptions.map(\.label) } == [["A", "B"], ["B"]])
  }

  @Test("URL.userDirectory and the user's standard directories are Foundation's on Linux too")
  func standardDirectories() {
    #expect(URL.userDirectory.hasDirectoryPath)
    #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    #expect(URL.applicationSupportDirectory.path.hasPrefix(URL.homeDirectory.path))
    #expect(URL.cachesDirectory.path.hasPrefix(URL.homeDirectory.path))
  }

  @Test("LabeledContent takes a string value as its title, as Apple's init(_:value:) does")
  func labeledContentStringTitle() {
    let species = "Cat"
    let host = mount(
      VStack {
        LabeledContent(species, value: "Tom")
        LabeledContent("Key", value: "Value")
      })
    #expect(host.texts == ["Cat", "Tom", "Key", "Value"])
  }
}
