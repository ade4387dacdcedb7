import Testing
@_spi(Inspection) import ViewGraph

@Observable private final class PushedScreenModel { var items = [1, 2] }

/// A stack whose pushed screen reads the model the root places in the environment, or
/// holds it in a `let`, or shows only text.
private struct PushingRoot: View {
  @State var model = PushedScreenModel()
  let pushed: Int
  var body: some View {
    NavigationStack {
      switch pushed {
      case 0:
        NavigationLink {
          Text("Detail")
        } label: {
          Text("Go")
        }
      case 1:
        NavigationLink {
          EnvironmentReadingDetail()
        } label: {
          Text("Go")
        }
      default:
        NavigationLink {
          LetHoldingDetail(model: model)
        } label: {
          Text("Go")
        }
      }
    }
    .environment(model)
  }
}

private struct EnvironmentReadingDetail: View {
  @Environment(PushedScreenModel.self) var model
  var body: some View { Text("\(model.items.count)") }
}

private struct LetHoldingDetail: View {
  let model: PushedScreenModel
  var body: some View { Text("\(model.items.count)") }
}

/// What a pushed screen holds is freed with the screen: a stack keeps no cycle through the
/// views it pushed (LeakSanitizer found one through a pushed screen's environment).
@MainActor
@Suite struct PushedScreenMemoryTests {
  @Test(arguments: 0...2)
  func theModelIsFreedWithTheHost(pushed: Int) {
    weak var weakModel: PushedScreenModel?
    do {
      let host = mount(PushingRoot(pushed: pushed))
      weakModel = host.root.descendants.lazy.compactMap { ($0.value as? PushingRoot)?.model }.first
      host.tap("Go")
      #expect(host.texts.contains { $0 == "Detail" || $0 == "2" })
      #expect(weakModel != nil)
    }
    #expect(weakModel == nil, "pushed screen \(pushed)")
  }

}
