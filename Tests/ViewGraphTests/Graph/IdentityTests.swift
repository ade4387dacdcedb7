import Testing
@_spi(Inspection) import ViewGraph

private struct Tally: View {
  let label: String
  @State var count = 0
  var body: some View { Button("\(label) \(count)") { count += 1 } }
}

private struct Branches: View {
  @State var showFirst = true
  var body: some View {
    VStack {
      if showFirst { Tally(label: "first") } else { Tally(label: "second") }
      Button("flip") { showFirst.toggle() }
    }
  }
}

private struct Switches: View {
  @State var mode = 0
  var body: some View {
    VStack {
      switch mode {
      case 0: Tally(label: "zero")
      case 1: Tally(label: "one")
      default: Tally(label: "other")
      }
      Button("next") { mode = (mode + 1) % 3 }
    }
  }
}

private struct Faded: View {
  @State var opacity = 1.0
  var body: some View {
    VStack {
      Tally(label: "faded").opacity(opacity)
      Button("fade") { opacity -= 0.5 }
    }
  }
}

private struct Identified: View {
  @State var id = 1
  var body: some View {
    VStack {
      Holder().id(id)
      Button("new id") { id += 1 }
    }
  }
}

private struct Holder: View {
  var body: some View { Tally(label: "inner") }
}

private struct Item: Identifiable, Hashable {
  let id: Int
}

private struct Rows: View {
  @State var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
  var body: some View {
    VStack {
      ForEach(items) { item in Tally(label: "row\(item.id)") }
      Button("reverse") { items.reverse() }
      Button("drop 2") { items.removeAll { $0.id == 2 } }
      Button("add 2") { items.append(Item(id: 2)) }
    }
  }
}

private struct EditedRows: View {
  @State var ids = [1, 2, 3, 4]
  @State var ticks = 0
  var body: some View {
    VStack {
      ForEach(ids, id: \.self) { id in Tally(label: "row\(id)") }
      Button("tick") { ticks += 1 }
      Button("drop last") { ids.removeLast() }
      Button("insert 9") { ids.insert(9, at: 1) }
      Button("repeat 1") { ids.append(1) }
      Text("ticks \(ticks)")
    }
  }
}

private struct Duplicates: View {
  var body: some View {
    ForEach([1, 1, 2], id: \.self) { Text("n\($0)") }
  }
}

private struct IntRows: View {
  let first: [Int]
  let then: [Int]
  @State var showsThen = false
  var body: some View {
    VStack {
      ForEach(showsThen ? then : first, id: \.self) { Text("n\($0)") }
      Button("change") { showsThen = true }
    }
  }
}

private struct GrowingRange: View {
  @State var count = 2
  var body: some View {
    VStack {
      ForEach(0..<count) { Text("i\($0)") }
      Button("grow") { count += 1 }
    }
  }
}

private struct ModelOwner: View {
  @State var model = Counter()
  var body: some View { Text("model \(model.value)") }
}

private struct Teardown: View {
  @State var shows = true
  var body: some View {
    VStack {
      if shows { ModelOwner() }
      Button("hide") { shows = false }
    }
  }
}

@MainActor
@Suite("Identity")
struct IdentityTests {
  @Test("S10: if/else branches have distinct identities; flipping resets, flipping back does not restore")
  func conditionalBranches() {
    let host = mount(Branches())
    host.tap("first 0")
    host.tap("first 1")
    #expect(host.texts.contains("first 2"))
    host.tap("flip")
    #expect(host.texts.contains("second 0"))
    host.tap("flip")
    #expect(host.texts.contains("first 0"), "the old branch's state is gone")
  }

  @Test("S10: switch cases have distinct identities")
  func switchCases() {
    let host = mount(Switches())
    host.tap("zero 0")
    host.tap("next")
    host.tap("next")
    host.tap("next")
    #expect(host.texts.contains("zero 0"))
  }

  @Test("S11: a modifier whose argument changes keeps the identity")
  func modifierArgumentKeepsIdentity() {
    let host = mount(Faded())
    host.tap("faded 0")
    host.tap("fade")
    #expect(host.texts.contains("faded 1"))
  }

  @Test("S12: changing .id resets the view's state and its subtree's")
  func explicitIdentity() {
    let host = mount(Identified())
    host.tap("inner 0")
    #expect(host.texts.contains("inner 1"))
    host.tap("new id")
    #expect(host.texts.contains("inner 0"))
  }

  @Test("S13: ForEach rows keep state across reorder; removal frees it; re-adding gives fresh state")
  func forEachIdentity() {
    let host = mount(Rows())
    host.tap("row2 0")
    host.tap("row3 0")
    host.tap("row3 1")
    host.tap("reverse")
    #expect(Array(host.texts.prefix(3)) == ["row3 2", "row2 1", "row1 0"])
    host.tap("drop 2")
    host.tap("add 2")
    #expect(Array(host.texts.prefix(3)) == ["row3 2", "row1 0", "row2 0"])
  }

  @Test(
    "S13: re-rendered with the same ids, shortened, inserted into, given a duplicate: rows keep state by id")
  func forEachEdits() {
    let host = mount(EditedRows())
    func rows() -> [String] { host.texts.filter { $0.hasPrefix("row") } }
    host.tap("row1 0")
    host.tap("row4 0")
    host.tap("tick")
    #expect(rows() == ["row1 1", "row2 0", "row3 0", "row4 1"])
    host.tap("drop last")
    host.tap("tick")
    #expect(rows() == ["row1 1", "row2 0", "row3 0"])
    host.tap("insert 9")
    host.tap("row2 0")
    host.tap("tick")
    #expect(rows() == ["row1 1", "row9 0", "row2 1", "row3 0"])
    let repeated = collectWarnings(in: host) { host.tap("repeat 1") }
    #expect(repeated.map(\.kind) == [.duplicateForEachID])
    let again = collectWarnings(in: host) { host.tap("tick") }
    #expect(again.map(\.kind) == [.duplicateForEachID], "reported on every visit with the duplicate")
    let dropped = collectWarnings(in: host) {
      host.tap("drop last")
      host.tap("tick")
    }
    #expect(dropped.isEmpty)
    #expect(rows() == ["row1 1", "row9 0", "row2 1", "row3 0"])
  }

  @Test("S13: an Int id, kept without a box, names the same row as any other form of it")
  func intIdentifiers() {
    let inline = AnyHashableSendable(42)
    let boxed = AnyHashableSendable(AnyHashable(42))
    #expect(inline == boxed)
    #expect(boxed == inline)
    #expect(inline.hashValue == boxed.hashValue)
    #expect(inline.base == AnyHashable(42))
    #expect(inline != AnyHashableSendable(43))
    #expect(inline != AnyHashableSendable("42"))
    #expect(IdentityComponent.element(inline).description == "id 42")
    #expect(Set([inline, boxed, AnyHashableSendable(7)]).count == 2)
  }

  @Test("S13: duplicate ForEach ids are reported")
  func duplicateIDs() {
    var warnings: [RuntimeWarning] = []
    _ = mount(Duplicates(), warnings: &warnings)
    #expect(warnings.map(\.kind) == [.duplicateForEachID])
    #expect(
      warnings.first?.message
        == "ForEach<Array<Int>, Int, Text>: the ID 1 occurs multiple times within the collection, this will give undefined results!"
    )
  }

  @Test(
    "S13: a repeated Int id is reported wherever it lies, in or out of increasing order",
    arguments: [
      ([1, 2, 3, 2], 2), ([3, 1, 3], 3), ([5, 5], 5), ([1, 2, 3, 0, 2], 2), ([3, 1, 2], nil),
      ([1, 2, 3], nil),
    ] as [([Int], Int?)])
  func repeatedIntIDs(ids: [Int], repeated: Int?) {
    var warnings: [RuntimeWarning] = []
    _ = mount(IntRows(first: ids, then: []), warnings: &warnings)
    #expect(warnings.map(\.kind) == (repeated == nil ? [] : [.duplicateForEachID]))
    if let repeated {
      #expect(warnings.first?.message.contains("the ID \(repeated) occurs multiple times") == true)
    }
  }

  @Test("S13: a repeated Int id after the rows of the last visit is reported")
  func repeatedIntIDAfterThePrefix() {
    // The prefix repeats the last visit's ids (in increasing order), then the order breaks.
    for (then, repeated) in [([1, 2, 3, 0, 2], 2), ([1, 2, 3, 4, 4], 4), ([1, 3, 0, 1], 1)] {
      var warnings: [RuntimeWarning] = []
      let host = mount(IntRows(first: [1, 2, 3], then: then), warnings: &warnings)
      warnings += collectWarnings(in: host) { host.tap("change") }
      #expect(warnings.map(\.kind) == [.duplicateForEachID], "\(then)")
      #expect(warnings.first?.message.contains("the ID \(repeated) occurs multiple times") == true)
    }
  }

  @Test("S13: a ForEach over a range that changes is reported")
  func nonConstantRange() {
    let host = mount(GrowingRange())
    var warnings: [RuntimeWarning] = []
    warnings = collectWarnings(in: host) { host.tap("grow") }
    #expect(warnings.map(\.kind) == [.nonConstantForEachRange])
    #expect(
      warnings.first?.message.hasPrefix("ForEach<Range<Int>, Int, Text> count (3) != its initial count (2).")
        == true)
  }

  @Test("S100: a ForEach over a range that changes keeps the rows of its first range")
  func nonConstantRangeKeepsItsRows() {
    let host = mount(GrowingRange())
    _ = collectWarnings(in: host) {
      host.tap("grow")
      host.tap("grow")
    }
    #expect(host.texts == ["i0", "i1", "grow"])
  }

  @Test("S14: teardown releases the identity's storage and the model it held")
  func teardownReleasesStorage() {
    let host = mount(Teardown())
    weak let model = host.view(ModelOwner.self)?.model
    #expect(model != nil)
    host.tap("hide")
    #expect(host.nodes(ModelOwner.self).isEmpty)
    #expect(model == nil)
  }
}
