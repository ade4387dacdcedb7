import Testing
@_spi(Inspection) import ViewGraph

private struct TotalKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Badge: View {
  let count: Int
  var body: some View { Text("Badge \(count)").preference(key: TotalKey.self, value: count) }
}

private struct Inbox: View {
  @State var counts = [2, 3]
  @State var showsExtra = false
  @State var total = -1
  @State var reports: [Int] = []
  var body: some View {
    VStack {
      Text("Total \(total)")
      VStack {
        ForEach(counts.indices, id: \.self) { Badge(count: counts[$0]) }
        if showsExtra {
          // An outer writer replaces what its content sets.
          Badge(count: 100).preference(key: TotalKey.self, value: 10)
        }
        Button("Bump") { counts[0] += 1 }
        Button("Extra") { showsExtra.toggle() }
        Button("Same") { counts = counts }
      }
      .sheet(isPresented: .constant(true)) { Badge(count: 1000) }
      .onPreferenceChange(TotalKey.self) { value in
        total = value
        reports.append(value)
      }
    }
  }
}

@MainActor
@Suite("Preferences")
struct PreferenceTests {
  @Test(
    "S80: preferences flow up, reduced in tree order, and onPreferenceChange fires when the value changes")
  func preferencesFlowUp() {
    let host = mount(Inbox())
    #expect(host.texts.contains("Total 5"))
    host.press("Bump")
    #expect(host.texts.contains("Total 6"))
    host.press("Extra")
    #expect(host.texts.contains("Total 16"))
    host.press("Extra")
    #expect(host.texts.contains("Total 6"))
    host.press("Same")
    #expect(host.view(Inbox.self)?.reports == [5, 6, 16, 6])
  }

  @Test("S80: a subtree that sets no value reads the default, and the action does not fire for it")
  func noWriterNoReport() {
    struct Quiet: View {
      @State var reports = 0
      var body: some View {
        Text("Reports \(reports)").onPreferenceChange(TotalKey.self) { _ in reports += 1 }
      }
    }
    let host = mount(Quiet())
    #expect(host.texts.contains("Reports 0"))
  }
}
