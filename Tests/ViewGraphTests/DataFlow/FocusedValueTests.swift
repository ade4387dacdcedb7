import Testing
@_spi(Inspection) import ViewGraph

private struct SelectedFolderKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  fileprivate var selectedFolder: String? {
    get { self[SelectedFolderKey.self] }
    set { self[SelectedFolderKey.self] = newValue }
  }
}

private struct FocusedValueScreen: View {
  @FocusedValue(\.selectedFolder) private var selected

  var body: some View {
    VStack {
      Text("Published: Inbox")
        .focusedValue(\.selectedFolder, "Inbox")
        .focusedSceneValue(\.selectedFolder, "Inbox")
      Text("Read: \(selected ?? "none")")
    }
  }
}

@MainActor
@Suite("S69: focused values") struct FocusedValueTests {
  @Test("S69: @FocusedValue reads nil; focusedValue and focusedSceneValue are recorded, not published")
  func focusedValuesReadNil() {
    let host = mount(FocusedValueScreen())
    #expect(host.shows("Published: Inbox"))
    #expect(host.shows("Read: none"))
  }
}
