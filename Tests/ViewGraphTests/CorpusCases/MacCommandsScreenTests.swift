import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

private final class DocumentModel: ObservableObject {
  @Published var isBold = false
}

private struct SizeReader: View {
  @Environment(\.controlSize) private var controlSize
  @FocusedObject private var document: DocumentModel?
  var body: some View {
    Text("Size \(controlSize == .small ? "small" : "other"), document \(document == nil ? "none" : "some")")
  }
}

private struct MacCommandsScreen: View {
  @StateObject private var document = DocumentModel()
  @State private var pick = 0
  var body: some View {
    VStack {
      SizeReader().controlSize(.small)
      SizeReader()
      List { Text("Row") }
        .onDeleteCommand { document.isBold = false }
        .onExitCommand {}
        .onMoveCommand { direction in if direction == .up { pick = 1 } }
        .onCopyCommand { [] }
        .focusEffectDisabled()
        .focusedObject(document)
        .focusedSceneObject(document)
      Picker("Pick", selection: $pick) { Text("A").tag(0) }.pickerStyle(.radioGroup)
    }
  }
}

@MainActor
@Suite("Corpus screen: macOS commands, control size and a focused object")
struct MacCommandsScreenTests {
  @Test(
    "S140, S69: \\.controlSize follows .controlSize(_:); @FocusedObject reads nil; the macOS commands are recorded"
  )
  func macCommands() {
    let host = mount(MacCommandsScreen())
    #expect(host.texts.contains("Size small, document none"))
    #expect(host.texts.contains("Size other, document none"))
    let names = Set(host.root.descendants.compactMap { $0.recordedModifier?.name })
    #expect(
      names.isSuperset(of: ["onDeleteCommand", "onMoveCommand", "focusedObject", "focusEffectDisabled"]))
  }
}
