import Testing
@_spi(Inspection) import ViewGraph

// MARK: - S59: unchanged values that are not Equatable

/// Not Equatable, no closures: compared field by field.
struct Layout {
  var columns: Int
  var title: String
}

struct LayoutKey: EnvironmentKey {
  static let defaultValue = Layout(columns: 1, title: "default")
}

extension EnvironmentValues {
  var layout: Layout {
    get { self[LayoutKey.self] }
    set { self[LayoutKey.self] = newValue }
  }
}

private struct DismissReader: View {
  @Environment(\.dismiss) var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

private struct LayoutReader: View {
  @Environment(\.layout) var layout
  var body: some View { Text("\(layout.columns) \(layout.title)") }
}

private struct OptionalHolder: View {
  let model: Counter?
  let onTap: (() -> Void)?
  var body: some View { Text(model == nil ? "none" : "some") }
}

private struct EnvironmentChanger: View {
  @State var tint = Tint.plain
  @State var renders = 0
  var body: some View {
    VStack {
      DismissReader()
      LayoutReader().environment(\.layout, Layout(columns: 2, title: "grid"))
      OptionalHolder(model: nil, onTap: nil)
      Text("\(renders)")
      Button("Re-render") { renders += 1 }
    }
    .environment(\.tint, tint)
    .toolbar { Button("Tint") { tint = .vivid } }
  }
}

@MainActor
@Suite("S59: unchanged inputs that are not Equatable")
struct UnchangedInputTests {
  @Test("S59: a view reading only \\.dismiss ignores a change of another environment key")
  func dismissReaderIgnoresOtherKeys() {
    let host = mount(EnvironmentChanger())
    host.tap("Tint")
    #expect(host.bodyEvaluationCount(of: DismissReader.self) == 1)
  }

  @Test("S59: a non-Equatable environment value written again unchanged re-renders no reader")
  func unchangedNonEquatableEnvironmentValue() {
    let host = mount(EnvironmentChanger())
    host.tap("Re-render")
    #expect(host.bodyEvaluationCount(of: EnvironmentChanger.self) == 2)
    #expect(host.bodyEvaluationCount(of: LayoutReader.self) == 1)
  }

  @Test("S59: a child holding nil optionals (a reference, a closure) is an unchanged input")
  func nilOptionalsAreUnchanged() {
    let host = mount(EnvironmentChanger())
    host.tap("Re-render")
    host.tap("Re-render")
    #expect(host.bodyEvaluationCount(of: OptionalHolder.self) == 1)
  }
}
