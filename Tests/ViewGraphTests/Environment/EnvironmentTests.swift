import Testing

@_spi(Inspection) @testable import ViewGraph

enum Tint: Hashable { case plain, vivid }

struct TintKey: EnvironmentKey {
  static let defaultValue = Tint.plain
}

extension EnvironmentValues {
  var tint: Tint {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}

private struct TintReader: View {
  let label: String
  @Environment(\.tint) var tint
  var body: some View { Text("\(label) \(tint)") }
}

private struct NoReader: View {
  var body: some View { Text("no reader") }
}

private struct Scoped: View {
  @State var tint = Tint.vivid
  var body: some View {
    VStack {
      TintReader(label: "outside")
      VStack {
        TintReader(label: "inside")
        NoReader()
      }
      .environment(\.tint, tint)
      Button("plain") { tint = .plain }
      Button("vivid again") { tint = .vivid }
    }
  }
}

private struct ModelReader: View {
  @Environment(Counter.self) var counter
  var body: some View { Text("counter \(counter.value)") }
}

private struct OptionalModelReader: View {
  @Environment(Counter.self) var counter: Counter?
  var body: some View { Text(counter == nil ? "no counter" : "counter") }
}

private struct MissingModel: View {
  var body: some View {
    VStack {
      ModelReader()
      OptionalModelReader()
      Text("sibling")
    }
  }
}

private struct Transformed: View {
  var body: some View {
    TintReader(label: "transformed")
      .transformEnvironment(\.tint) { $0 = $0 == .plain ? .vivid : .plain }
  }
}

@MainActor
@Suite("@Environment")
struct EnvironmentTests {
  @Test("S22: the value comes from the nearest ancestor that set it, else the key's default")
  func nearestAncestorOrDefault() {
    let host = mount(
      VStack {
        TintReader(label: "a").environment(\.tint, .plain)
      }.environment(\.tint, .vivid))
    #expect(host.texts == ["a plain"])
    let bare = mount(TintReader(label: "b"))
    #expect(bare.texts == ["b plain"])
  }

  @Test("S23: .environment(_:_:) affects that view and its descendants only")
  func subtreeOnly() {
    let host = mount(Scoped())
    #expect(Array(host.texts.prefix(2)) == ["outside plain", "inside vivid"])
  }

  @Test("S24: outside an installed view a read returns the default, with SwiftUI's warning")
  func outsideInstall() {
    let reader = TintReader(label: "x")
    var value: Tint?
    let warnings = collectWarnings { value = reader.tint }
    #expect(value == .plain)
    #expect(
      warnings.map(\.message) == [
        "Accessing Environment<Tint>'s value outside of being installed on a View. This will always read the default value and will not update."
      ])
  }

  @Test("S25: a missing non-optional environment object is reported and its view is not rendered")
  func missingEnvironmentObject() {
    var warnings: [RuntimeWarning] = []
    let host = mount(MissingModel(), warnings: &warnings)
    #expect(warnings.map(\.kind) == [.missingEnvironmentObject])
    #expect(
      warnings.first?.message
        == "No Observable object of type Counter found. A View.environmentObject(_:) for Counter may be missing as an ancestor of this view."
    )
    #expect(host.texts == ["no counter", "sibling"])
    #expect(host.nodes(ModelReader.self).first?.renderingFailure?.kind == .missingEnvironmentObject)
  }

  @Test("S25: an environment object placed above is found; declared optional it reads it")
  func environmentObjectFound() {
    let counter = Counter(4)
    let host = mount(
      VStack {
        ModelReader(); OptionalModelReader()
      }.environment(counter))
    #expect(host.texts == ["counter 4", "counter"])
    counter.value = 5
    host.update()
    #expect(host.texts == ["counter 5", "counter"])
  }

  @Test("S28: an environment change re-evaluates only the views that read that key, only if it changed")
  func environmentChangeInvalidatesReadersOnly() {
    let host = mount(Scoped())
    #expect(host.bodyEvaluationCount(of: TintReader.self) == 2)
    host.tap("plain")
    #expect(Array(host.texts.prefix(2)) == ["outside plain", "inside plain"])
    #expect(host.bodyEvaluationCount(of: TintReader.self) == 3, "only the inside reader")
    #expect(host.bodyEvaluationCount(of: NoReader.self) == 1, "does not read the key")
    host.tap("vivid again")
    host.tap("vivid again")
    #expect(host.bodyEvaluationCount(of: TintReader.self) == 4, "an equal value is no change")
  }

  @Test("S28: a parent re-render that writes the same values hands the subtree the same environment")
  func unchangedWriteKeepsTheSubtreeEnvironment() throws {
    let host = mount(Scoped())
    func insideReader() throws -> Node {
      try #require(host.root.descendants.first { ($0.value as? TintReader)?.label == "inside" })
    }
    let before = try insideReader().environment
    host.tap("vivid again")
    #expect(try insideReader().environment.isIdentical(to: before), "the same write, kept")
    host.tap("plain")
    let written = try insideReader().environment
    #expect(!written.isIdentical(to: before), "a new value reaches the subtree")
    #expect(written[TintKey.self] == .plain)
  }

  @Test("S50: transformEnvironment rewrites the value for the subtree")
  func transformEnvironment() {
    let host = mount(Transformed())
    #expect(host.texts == ["transformed vivid"])
  }
}
