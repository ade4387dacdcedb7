import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@Suite("S279: NSUbiquitousKeyValueStore and NSApplication.keyWindow stand in on Linux")
struct KeyValueStoreAndKeyWindowTests {
  #if !canImport(Darwin)
    @Test("S279: the key-value store reads back what is set, by type, and forgets what is removed")
    func keyValueStore() {
      let store = NSUbiquitousKeyValueStore()
      store.set(true, forKey: "sync")
      store.set(Int64(3), forKey: "count")
      store.set(2.5, forKey: "ratio")
      store.set("Ada", forKey: "name")
      #expect(store.bool(forKey: "sync"))
      #expect(store.longLong(forKey: "count") == 3)
      #expect(store.double(forKey: "ratio") == 2.5)
      #expect(store.string(forKey: "name") == "Ada")
      #expect(store.double(forKey: "missing") == 0)
      store.removeObject(forKey: "name")
      #expect(store.string(forKey: "name") == nil)
      #expect(Set(store.dictionaryRepresentation.keys) == ["sync", "count", "ratio"])
      #expect(store.synchronize())
      #expect(NSUbiquitousKeyValueStore.default === NSUbiquitousKeyValueStore.default)
    }
  #endif

  #if !canImport(AppKit)
    @MainActor
    @Test("S279: the window made key last is the app's key window until it closes")
    func keyWindow() {
      let inspector = NSWindow()
      inspector.title = "Inspector"
      let editor = NSWindow()
      editor.title = "Editor"
      inspector.makeKeyAndOrderFront(nil)
      editor.orderFront(nil)
      #expect(NSApp.keyWindow?.title == "Inspector")
      #expect(NSApplication.shared.windows.first === editor)
      editor.makeKey()
      #expect(editor.isKeyWindow && !inspector.isKeyWindow)
      editor.close()
      #expect(NSApp.keyWindow == nil)
      inspector.close()
      #expect(NSApplication.shared.windows.isEmpty)
    }
  #endif
}
