import Testing
@_spi(Inspection) import ViewGraph

private struct UnreadKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Mailboxes that report their unread counts; the list shows their sum as a badge in
/// front and a total behind.
private struct Mailboxes: View {
  @State var inbox = 2
  var body: some View {
    VStack {
      Text("Inbox").preference(key: UnreadKey.self, value: inbox)
      Text("Archive").preference(key: UnreadKey.self, value: 1)
      Button("Read one") { inbox -= 1 }
    }
    .overlayPreferenceValue(UnreadKey.self, alignment: .topTrailing) { count in Text("badge \(count)") }
    .backgroundPreferenceValue(UnreadKey.self) { count in Text("behind \(count)") }
  }
}

@MainActor
private final class Seen {
  var values: [Int] = []
}

/// A section that counts itself on top of what its rows report.
private struct CountedSection: View {
  let seen: Seen
  @State var rows = 2
  var body: some View {
    VStack {
      VStack {
        Text("Row").preference(key: UnreadKey.self, value: rows)
        Button("Add row") { rows += 1 }
      }
      .transformPreference(UnreadKey.self) { value in value *= 10 }
    }
    .onPreferenceChange(UnreadKey.self) { seen.values.append($0) }
  }
}

@MainActor
@Suite("S252: preference overlays and transforms")
struct PreferenceOverlayTests {
  @Test(
    "S252: overlayPreferenceValue and backgroundPreferenceValue build from the content's value and follow it")
  func overlays() {
    let host = mount(Mailboxes())
    #expect(host.shows("badge 3"))
    #expect(host.shows("behind 3"))
    host.tap("Read one")
    #expect(host.shows("badge 2"))
    #expect(host.shows("behind 2"))
  }

  @Test("S252: with no writer below, the overlay is built from the key's default value")
  func defaultValue() {
    let host = mount(Text("Empty").overlayPreferenceValue(UnreadKey.self) { Text("badge \($0)") })
    #expect(host.shows("badge 0"))
  }

  @Test("S252: transformPreference passes the content's value through its callback to readers above")
  func transform() {
    let seen = Seen()
    let host = mount(CountedSection(seen: seen))
    #expect(seen.values == [20])
    host.tap("Add row")
    #expect(seen.values == [20, 30])
  }

  @Test("S252, S80: a writer around a transform replaces what the transform produces")
  func writerAroundTransform() {
    let seen = Seen()
    _ = mount(
      Text("Row").preference(key: UnreadKey.self, value: 4)
        .transformPreference(UnreadKey.self) { $0 += 1 }
        .preference(key: UnreadKey.self, value: 7)
        .onPreferenceChange(UnreadKey.self) { seen.values.append($0) })
    #expect(seen.values == [7])
  }
}
