import Testing
@_spi(Inspection) import ViewGraph

@Observable
private final class Document {
  var title = "Draft"
}

/// Renames a document with undo, as a document app's editor does.
private struct Editor: View {
  @State var document = Document()
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    VStack {
      Text(document.title)
      Button("Rename") { rename(to: "Final") }
      Button(undoManager?.undoMenuItemTitle ?? "no undo") { undoManager?.undo() }
      Button("Redo") { undoManager?.redo() }
    }
  }

  private func rename(to title: String) {
    let old = document.title
    document.title = title
    let manager = undoManager
    manager?.registerUndo(withTarget: document) { document in
      Editor.rename(document, to: old, undoManager: manager)
    }
    manager?.setActionName("Rename")
  }

  private static func rename(_ document: Document, to title: String, undoManager: UndoManager?) {
    let old = document.title
    document.title = title
    undoManager?.registerUndo(withTarget: document) { rename($0, to: old, undoManager: undoManager) }
  }
}

@MainActor
@Suite("S143: the window's undo manager")
struct UndoManagerTests {
  @Test("S143: \\.undoManager is the host's: an undo registered by one action is undone, then redone")
  func undoAndRedo() {
    let host = mount(Editor())
    let manager = host.nodes(Editor.self)[0].environment.undoManager
    #expect(manager != nil)
    #expect(manager?.canUndo == false)
    host.tap("Rename")
    #expect(host.texts.first == "Final")
    #expect(manager?.canUndo == true)
    #expect(manager?.undoActionName == "Rename")
    host.invalidate(host.root)
    host.update()
    host.tap("Undo Rename")
    #expect(host.texts.first == "Draft")
    #expect(manager?.canUndo == false)
    #expect(manager?.canRedo == true)
    host.tap("Redo")
    #expect(host.texts.first == "Final")
    #expect(manager?.canUndo == true)
  }

  @Test("S143: each host has its own undo manager, the same for all its views")
  func oneManagerPerHost() {
    let first = mount(Editor())
    let second = mount(Editor())
    let firstManager = first.root.environment.undoManager
    #expect(firstManager != nil)
    #expect(firstManager === first.nodes(Editor.self)[0].environment.undoManager)
    #expect(firstManager !== second.root.environment.undoManager)
  }

  @Test("S143: a grouped change undoes as one; a new change clears what could be redone")
  func groupsAndRedoClearing() {
    let manager = UndoManager()
    let document = Document()
    manager.beginUndoGrouping()
    manager.registerUndo(withTarget: document) { $0.title += " one" }
    manager.registerUndo(withTarget: document) { $0.title += " two" }
    manager.endUndoGrouping()
    manager.undo()
    #expect(document.title == "Draft two one")
    #expect(!manager.canUndo)
    manager.registerUndo(withTarget: document) { $0.title = "x" }
    #expect(!manager.canRedo)
    manager.removeAllActions(withTarget: document)
    #expect(!manager.canUndo)
  }
}

@MainActor
@Suite("S143: a window's undo stack goes with the window")
struct UndoManagerLifetimeTests {
  @Test("S143: an undo handler that captures its manager does not keep it alive once the host goes")
  func handlerCapturingItsManagerIsReleased() {
    weak var released: UndoManager?
    do {
      let host = mount(Editor())
      released = host.root.environment.undoManager
      host.tap("Rename")
      #expect(released?.canUndo == true)
    }
    #expect(released == nil)
  }
}
