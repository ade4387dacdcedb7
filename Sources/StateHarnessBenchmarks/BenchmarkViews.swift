@_spi(Inspection) import ViewGraph

/// The model each row reads.
@Observable
final class RowModel {
  let id: Int
  var title: String
  var score: Int

  init(id: Int) {
    self.id = id
    title = "Row \(id)"
    score = id % 7
  }
}

/// The model the screen owns (for the rule benchmark).
@Observable
final class ListStore {
  var filter = ""
}

struct TintKey: EnvironmentKey {
  static let defaultValue = 0
}

struct ScaleKey: EnvironmentKey {
  static let defaultValue = 1.0
}

extension EnvironmentValues {
  var benchTint: Int {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  var benchScale: Double {
    get { self[ScaleKey.self] }
    set { self[ScaleKey.self] = newValue }
  }
}

/// A list of rows under a few environment overrides; each row has `@State`, a `@Binding`
/// to a value of the list and an `@Observable` model it reads.
struct ListScreen: View {
  let models: [RowModel]
  @State var store = ListStore()
  @State var selection = 0

  var body: some View {
    VStack {
      Text("Rows")
      ForEach(models, id: \.id) { model in
        Row(model: model, selection: $selection)
      }
    }
    .environment(\.benchTint, 3)
    .environment(\.benchScale, 2)
    .environment(\.isEnabled, true)
  }
}

struct Row: View {
  let model: RowModel
  @Binding var selection: Int
  @State var taps = 0
  @Environment(\.benchTint) var tint

  var body: some View {
    Row.content(
      title: model.title, score: model.score, taps: taps, isSelected: selection == model.id,
      tint: tint)
  }

  /// The body's work on plain values, shared with the bare benchmark so both build the
  /// very same views.
  @ViewBuilder
  static func content(
    title: String, score: Int, taps: Int, isSelected: Bool, tint: Int
  ) -> some View {
    HStack {
      Text("\(title) · \(score)")
      Text(isSelected ? "selected" : "taps \(taps) tint \(tint)")
    }
  }
}
