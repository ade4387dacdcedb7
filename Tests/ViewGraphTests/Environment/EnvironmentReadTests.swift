import Observation
import Testing

@_spi(Inspection) @testable import ViewGraph

/// How many times `EnvironmentValues.counted` was read.
@MainActor private var countedReads = 0

private struct CountedKey: EnvironmentKey {
  static let defaultValue = 0
}

@Observable
private final class Palette {
  var accent = "blue"
}

private struct PaletteKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue = Palette()
}

private struct CountBindingKey: EnvironmentKey {
  static let defaultValue = Binding.constant(0)
}

extension EnvironmentValues {
  /// Counts its reads.
  @MainActor fileprivate var counted: Int {
    get {
      countedReads += 1
      return self[CountedKey.self]
    }
    set { self[CountedKey.self] = newValue }
  }

  fileprivate var palette: Palette {
    get { self[PaletteKey.self] }
    set { self[PaletteKey.self] = newValue }
  }

  /// Read through a model: each body that declares it must track the model.
  fileprivate var accent: String { palette.accent }

  fileprivate var countBinding: Binding<Int> {
    get { self[CountBindingKey.self] }
    set { self[CountBindingKey.self] = newValue }
  }
}

private struct CountedRow: View {
  let index: Int
  @Environment(\.counted) var counted
  var body: some View { Text("\(index): \(counted)") }
}

private struct CountedList: View {
  @State var value = 1
  var body: some View {
    VStack {
      Button("Next") { value += 1 }
      ForEach(0..<50, id: \.self) { CountedRow(index: $0) }
    }
    .environment(\.counted, value)
  }
}

/// Reads a parent's `@State` through a binding placed in the environment.
private struct CountReader: View {
  @Environment(\.countBinding.wrappedValue) var count
  var body: some View { Text("count \(count)") }
}

private struct CountOwner: View {
  @State var count = 0
  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      CountReader()
    }
    .environment(\.countBinding, $count)
  }
}

private struct AccentRow: View {
  @Environment(\.accent) var accent
  var body: some View { Text(accent) }
}

/// The rows of a list share their environment: a key path of it is read once for all of
/// them (EnvironmentRead.swift), and what each row sees and tracks is what it would see
/// and track reading it itself.
/// Reads the whole environment, as a view resolving a color in it does.
private struct WholeEnvironmentReader: View {
  @Environment(\.self) private var environment
  var body: some View { Text(environment.colorScheme == .dark ? "dark" : "light") }
}

@MainActor
@Suite("Environment values read once for the views that share them")
struct EnvironmentReadTests {
  @Test("a view reading the whole environment sees it, and the host goes when the test is done")
  func wholeEnvironmentIsNotKeptOnItself() {
    weak var window: UndoManager?
    do {
      let host = mount(WholeEnvironmentReader().environment(\.colorScheme, .dark))
      window = host.root.environment.undoManager
      #expect(host.shows("dark"))
    }
    // Kept on the entry it reads, the environment held itself, and the host's window with it.
    #expect(window == nil)
  }

  @Test("fifty rows sharing an environment read its key path once, and each sees the value")
  func readOnceForRows() {
    let before = countedReads
    let host = mount(CountedList())
    // Once by `.environment(\.counted, value)`, whose write through the key path reads
    // first; once for the value the rows share; and at most once more to learn which keys
    // the path reads (once per process). Each row reading it would be fifty.
    #expect(countedReads - before <= 3)
    #expect(host.texts.count == 51)
    #expect(host.texts.last == "49: 1")
  }

  @Test("a new value above is read once more, and every row shows it")
  func newValueReadOnce() {
    let host = mount(CountedList())
    let before = countedReads
    host.tap("Next")
    // The modifier's write, and the new environment's read, kept for all fifty rows and
    // their change checks; the old one is read from where it was kept.
    #expect(countedReads - before <= 2)
    #expect(host.texts[1] == "0: 2")
    #expect(host.texts.last == "49: 2")
  }

  @Test("S28: a key path that reads a model on its way is tracked by each body that declares it")
  func pathThroughModelIsTracked() {
    let palette = Palette()
    var environment = EnvironmentValues()
    environment.palette = palette
    let host = mount(AccentRow(), environment: environment)
    #expect(host.texts == ["blue"])
    palette.accent = "red"
    host.update()
    #expect(host.texts == ["red"])
    #expect(host.bodyEvaluationCount(of: AccentRow.self) == 2)
  }

  @Test("S28: a key path that reads a @State on its way is tracked by the body that declares it")
  func pathThroughStateIsTracked() {
    let host = mount(CountOwner())
    #expect(host.texts == ["Add", "count 0"])
    host.tap("Add")
    #expect(host.texts == ["Add", "count 1"])
    host.tap("Add")
    #expect(host.texts == ["Add", "count 2"])
  }
}
