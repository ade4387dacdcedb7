import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A formatting definition as an iOS 26 notes app writes it; `NoteEditor` applies it as the
/// app does (it compiles unchanged).
private struct NoteFormatting: AttributedTextFormattingDefinition {
  var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
    ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
    ValueConstraint(
      for: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self, values: [nil, .red, .blue],
      default: nil)
  }
}

private struct NoteEditor: View {
  @State private var note = AttributedString("Dear Ann,")
  @State private var selection = AttributedTextSelection()
  var body: some View {
    TextEditor(text: $note, selection: $selection)
      .attributedTextFormattingDefinition(NoteFormatting())
  }
}

@Suite("S278: rich-text formatting definitions")
struct RichTextFormattingTests {
  @Test("S278: constrain(_:) replaces a value outside a constraint's set with its default")
  func constrainApplies() {
    var container = AttributeContainer()
    container[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] = .init(pattern: .dot)
    container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] = .green
    NoteFormatting().constrain(&container)
    #expect(container[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] == .single)
    #expect(container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == nil)
  }

  @Test("S278: a value inside every set is kept; an empty definition constrains nothing")
  func allowedValuesStay() {
    var container = AttributeContainer()
    container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] = .red
    NoteFormatting().constrain(&container)
    #expect(container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == .red)
    #expect(container[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] == nil)
    var other = AttributeContainer()
    other[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] = 2
    AttributedTextFormatting.EmptyDefinition<AttributeScopes.SwiftUIAttributes>().constrain(&other)
    #expect(other[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] == 2)
  }

  @Test("S278: SwiftUI's attributes read and write by name on an AttributedString")
  func attributesByName() {
    var text = AttributedString("Note")
    text.foregroundColor = .red
    text.font = .headline
    #expect(text.foregroundColor == .red)
    #expect(text.runs.first?.font == .headline)
  }

  @MainActor
  @Test("S278: the definition a view applies is recorded as its style")
  func definitionRecorded() {
    let modifier = Text("a").attributedTextFormattingDefinition(NoteFormatting()).modifier
    #expect("\(modifier.name)(\(modifier.arguments))" == "attributedTextFormattingDefinition(NoteFormatting)")
  }
}

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
