import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API of the current SDK that apps reach, as Apple declares it.

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
@Suite("S287: scene modifiers")
struct SceneModifiersTests {
  @Test("S287: Scene.onChange takes no-, one- and two-argument actions")
  func sceneOnChangeForms() {
    // Scene modifiers are recorded, not run (SceneModifiers.swift): the scene is the window
    // group, three times modified.
    let scene = WatchingApp().body
    #expect(String(describing: type(of: scene)).contains("WindowGroup<Text>"))
  }
}
