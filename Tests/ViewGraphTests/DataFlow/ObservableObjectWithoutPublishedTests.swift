import Testing
@_spi(Inspection) import ViewGraph

// MARK: - S60: ObservableObject without @Published

final class ManualModel: ObservableObject {
  var count = 0 {
    willSet { objectWillChange.send() }
  }
}

private struct ManualReader: View {
  @ObservedObject var model: ManualModel
  var body: some View { Text("count \(model.count)") }
}

private struct ManualOwner: View {
  @StateObject var model = ManualModel()
  var body: some View {
    VStack {
      Text("owner \(model.count)")
      Button("Increment") { model.count += 1 }
      ManualReader(model: model)
    }
  }
}

@MainActor
@Suite("S60: ObservableObject without @Published")
struct ObservableObjectWithoutPublishedTests {
  @Test("S60: objectWillChange.send() without @Published invalidates the object's readers")
  func manualObjectWillChange() {
    let host = mount(ManualOwner())
    host.tap("Increment")
    #expect(host.texts.contains("owner 1"))
    #expect(host.texts.contains("count 1"))
  }
}
