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

private struct CenterKey: PreferenceKey {
  static let defaultValue: Anchor<CGPoint>? = nil
  static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
    value = value ?? nextValue()
  }
}

private struct Marker: View {
  @State var point = "none"
  var body: some View {
    GeometryReader { proxy in
      VStack {
        Text("Row").anchorPreference(key: CenterKey.self, value: .center) { $0 }
        Text("At \(point)")
        Text("Bounds \(proxy[Anchor<CGRect>.Source.bounds.resolvedForTest].width)")
      }
      .onPreferenceChange(CenterKey.self) { anchor in
        point = anchor.map { "\(Int(proxy[$0].x)),\(Int(proxy[$0].y))" } ?? "nil"
      }
    }
  }
}

extension Anchor.Source {
  /// An anchor made the way `anchorPreference` makes one, for a test to resolve directly.
  @MainActor fileprivate var resolvedForTest: Anchor<Value> {
    var made: Anchor<Value>?
    _ = Text("").anchorPreference(key: CaptureKey<Value>.self, value: self) {
      made = $0
      return 0
    }
    return made!
  }
}

private struct CaptureKey<Value>: PreferenceKey {
  static var defaultValue: Int { 0 }
  static func reduce(value: inout Int, nextValue: () -> Int) {}
}

@MainActor
@Suite("Anchor preferences")
struct AnchorPreferenceTests {
  @Test("S194: an anchor preference flows up and GeometryProxy resolves it in the reader's frame")
  func anchorFlowsUpAndResolves() {
    let host = mount(Marker())
    // The reader's container is 390 × 844 by default (S66): its center is (195, 422).
    #expect(host.texts.contains("At 195,422"))
    #expect(host.texts.contains("Bounds 390.0"))
  }

  @Test("S194: unit points, points and arrays of sources resolve in the frame")
  func sourcesResolve() {
    let host = mount(
      GeometryReader { proxy in
        let corners = Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing, .point(CGPoint(x: 3, y: 4))])
          .resolvedForTest
        Text(proxy[corners].map { "\(Int($0.x)),\(Int($0.y))" }.joined(separator: " "))
      })
    #expect(host.texts == ["0,0 390,844 3,4"])
  }
}
