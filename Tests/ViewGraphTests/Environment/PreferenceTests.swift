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

/// The first anchor of its kind that a subtree sets.
private struct FirstAnchorKey<Value: Equatable>: PreferenceKey {
  static var defaultValue: Anchor<Value>? { nil }
  static func reduce(value: inout Anchor<Value>?, nextValue: () -> Anchor<Value>?) {
    value = value ?? nextValue()
  }
}

/// Marks a text with `source` and shows what the reader's proxy resolves the anchor to.
private struct Marker<Value: Equatable>: View {
  let source: Anchor<Value>.Source
  let describe: (Value) -> String
  @State var resolved = "none"
  var body: some View {
    GeometryReader { proxy in
      VStack {
        Text("Row").anchorPreference(key: FirstAnchorKey<Value>.self, value: source) { $0 }
        Text("At \(resolved)")
      }
      .onPreferenceChange(FirstAnchorKey<Value>.self) { anchor in
        resolved = anchor.map { describe(proxy[$0]) } ?? "nil"
      }
    }
  }
}

private func point(_ point: CGPoint) -> String { "\(Int(point.x)),\(Int(point.y))" }

@MainActor
@Suite("Anchor preferences")
struct AnchorPreferenceTests {
  @Test("S194: an anchor preference flows up and GeometryProxy resolves it in the reader's frame")
  func anchorFlowsUpAndResolves() {
    // The reader's container is 390 × 844 by default (S66): its center is (195, 422).
    let center = mount(Marker(source: .center, describe: point))
    #expect(center.texts.contains("At 195,422"))
    let bounds = mount(Marker(source: .bounds) { "\(Int($0.width))×\(Int($0.height))" })
    #expect(bounds.texts.contains("At 390×844"))
  }

  @Test("S194: unit points, points and arrays of sources resolve in the frame")
  func sourcesResolve() {
    let corners = mount(
      Marker(source: Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing, .point(CGPoint(x: 3, y: 4))])) {
        $0.map(point).joined(separator: " ")
      })
    #expect(corners.texts.contains("At 0,0 390,844 3,4"))
    let unit = mount(Marker(source: .unitPoint(UnitPoint(x: 0.5, y: 0.25)), describe: point))
    #expect(unit.texts.contains("At 195,211"))
  }
}
