import Testing
@_spi(Inspection) import ViewGraph

/// A pushed screen that pops itself.
private struct Pushed: View {
  let name: String
  @Environment(\.dismiss) private var dismiss
  @State var visits = 0
  var body: some View {
    VStack {
      Text("\(name) screen \(visits)")
      Button("Visit \(name)") { visits += 1 }
      Button("Back from \(name)") { dismiss() }
    }
  }
}

private struct Folders: View {
  @State var showsDetail = false
  @State var open: Int?
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink(destination: Pushed(name: "detail"), isActive: $showsDetail) { Text("Detail") }
        NavigationLink("Two", destination: Pushed(name: "two"), tag: 2, selection: $open)
        Button("Open two") { open = 2 }
      }
    }
  }
}

@MainActor
@Suite("S168: an isActive or tag/selection NavigationLink pushes while its binding says so")
struct ActiveNavigationLinkTests {
  @Test("S168: following the link sets isActive and pushes; popping clears it and ends the screen's state")
  func isActivePushes() {
    let host = mount(Folders())
    #expect(!host.shows("detail screen 0"))
    host.tap("Detail")
    #expect(host.view(Folders.self)?.showsDetail == true)
    host.tap("Visit detail")
    #expect(host.shows("detail screen 1"))
    host.tap("Back from detail")
    #expect(host.view(Folders.self)?.showsDetail == false)
    #expect(!host.shows("detail screen 1"))
    host.perform { host.view(Folders.self)?.showsDetail = true }
    #expect(host.shows("detail screen 0"))
  }

  @Test("S168: a tag/selection link pushes while the selection is its tag; popping sets it to nil")
  func tagSelectionPushes() {
    let host = mount(Folders())
    host.tap("Open two")
    #expect(host.shows("two screen 0"))
    host.tap("Back from two")
    #expect(host.view(Folders.self)?.open == nil)
    #expect(!host.shows("two screen 0"))
    host.tap("Two")
    #expect(host.view(Folders.self)?.open == 2)
    #expect(host.shows("two screen 0"))
  }
}
