import Testing
@_spi(Inspection) import ViewGraph

@Observable
final class Library {
  var title = "Shelf"
  var books: [String] = ["A"]
  var owner = Owner()
  var summary: String { "\(title) (\(books.count))" }
}

@Observable
final class Owner {
  var name = "Ada"
}

private struct TitleView: View {
  let library: Library
  var body: some View { Text(library.title) }
}

private struct CountView: View {
  let library: Library
  var body: some View { Text("\(library.books.count) books") }
}

private struct SummaryView: View {
  let library: Library
  var body: some View { Text(library.summary) }
}

private struct OwnerView: View {
  let library: Library
  var body: some View { Text(library.owner.name) }
}

private struct Passer: View {
  let library: Library
  var body: some View {
    VStack {
      TitleView(library: library)
      CountView(library: library)
      SummaryView(library: library)
      OwnerView(library: library)
    }
  }
}

private struct RowList: View {
  let library: Library
  var body: some View {
    ForEach(0..<2) { index in Text(index == 0 ? library.title : "fixed") }
  }
}

/// Counts how often each row's closure ran; a plain class, so the counting is not a read.
private final class ClosureCalls {
  var counts: [Int: Int] = [:]
}

private struct CountedRows: View {
  let library: Library
  let calls: ClosureCalls
  var body: some View {
    ForEach([0, 1, 2], id: \.self) { index in
      let _ = calls.counts[index, default: 0] += 1
      Text(index == 1 ? library.title : "row \(index)")
    }
  }
}

/// Rows identified by a property of an `@Observable` model: the ForEach reads it while it
/// walks its data.
private struct OwnerRows: View {
  let owners: [Owner]
  var body: some View {
    ForEach(owners, id: \.name) { owner in RowState(name: owner.name) }
  }
}

private struct RowState: View {
  let name: String
  @State private var taps = 0
  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
  }
}

private struct IgnoredReader: View {
  let counter: Counter
  var body: some View { Text("ignored \(counter.ignored) value \(counter.value)") }
}

@MainActor
@Suite("Observation")
struct ObservationTests {
  @Test("S29: a body depends only on the properties it read, directly, computed or nested")
  func propertyLevelDependencies() {
    let library = Library()
    let host = mount(Passer(library: library))
    library.title = "Case"
    host.update()
    #expect(host.bodyEvaluationCount(of: TitleView.self) == 2)
    #expect(host.bodyEvaluationCount(of: SummaryView.self) == 2, "computed property read title")
    #expect(host.bodyEvaluationCount(of: CountView.self) == 1)
    #expect(host.bodyEvaluationCount(of: OwnerView.self) == 1)
    library.owner.name = "Grace"
    host.update()
    #expect(host.bodyEvaluationCount(of: OwnerView.self) == 2, "nested object property")
    #expect(host.bodyEvaluationCount(of: TitleView.self) == 2)
    #expect(host.texts == ["Case", "1 books", "Case (1)", "Grace"])
  }

  @Test("S30: a view that only passes an object along forms no dependency")
  func passingIsNotReading() {
    let library = Library()
    let host = mount(Passer(library: library))
    library.title = "New"
    library.books.append("B")
    library.owner.name = "Lin"
    host.update()
    #expect(host.bodyEvaluationCount(of: Passer.self) == 1)
  }

  @Test("S30: ForEach row closures attach their reads to the rows, not the parent")
  func rowClosuresAttachToRows() {
    let library = Library()
    let host = mount(RowList(library: library))
    library.title = "Rows"
    host.update()
    #expect(host.bodyEvaluationCount(of: RowList.self) == 1)
    #expect(host.texts == ["Rows", "fixed"])
  }

  @Test("S30: a model read in one row's closure re-runs that row's closure only")
  func rowClosureReadsStayWithTheirRow() {
    let library = Library()
    let calls = ClosureCalls()
    let host = mount(CountedRows(library: library, calls: calls))
    #expect(calls.counts == [0: 1, 1: 1, 2: 1])
    library.title = "Rows"
    host.update()
    #expect(calls.counts == [0: 1, 1: 2, 2: 1], "the siblings' closures did not run again")
    #expect(host.texts == ["row 0", "Rows", "row 2"])
  }

  @Test("S30, S13: a ForEach reading a model in its ids re-identifies its rows when it changes")
  func idReadsBelongToTheForEach() {
    let first = Owner()
    let second = Owner()
    second.name = "Bo"
    let host = mount(OwnerRows(owners: [first, second]))
    host.tap("Ada 0")
    #expect(host.texts == ["Ada 1", "Bo 0"])
    first.name = "Cy"
    host.update()
    // The first row's id changed: a new identity, with fresh state (S13).
    #expect(host.texts == ["Cy 0", "Bo 0"])
  }

  @Test("S32: collections are tracked as a whole property")
  func collectionsTrackedWhole() {
    let library = Library()
    let host = mount(Passer(library: library))
    library.books[0] = "Z"
    host.update()
    #expect(host.bodyEvaluationCount(of: CountView.self) == 2, "replacing an element changes the property")
    library.books.append("B")
    host.update()
    #expect(host.bodyEvaluationCount(of: CountView.self) == 3)
  }

  @Test("S33: tracking is re-armed on every evaluation")
  func trackingRearmed() {
    let library = Library()
    let host = mount(Passer(library: library))
    for index in 1...3 {
      library.title = "T\(index)"
      host.update()
    }
    #expect(host.bodyEvaluationCount(of: TitleView.self) == 4)
    #expect(host.texts.first == "T3")
  }

  @Test("S45: direct model writes before the next query are applied in one update")
  func writesBatched() {
    let library = Library()
    let host = mount(Passer(library: library))
    library.title = "One"
    library.title = "Two"
    library.books.append("B")
    host.update()
    #expect(host.bodyEvaluationCount(of: SummaryView.self) == 2)
    #expect(host.texts.contains("Two (2)"))
  }

  @Test("S49: an @ObservationIgnored property forms no dependency")
  func ignoredProperty() {
    let counter = Counter()
    let host = mount(IgnoredReader(counter: counter))
    counter.ignored = 5
    host.update()
    #expect(host.bodyEvaluationCount(of: IgnoredReader.self) == 1)
    #expect(!host.needsUpdate)
  }
}
