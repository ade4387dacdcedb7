@_spi(Inspection) import ViewGraph

/// One piece of `WorldState` a view can read: observed on its own, so a body depends on
/// exactly the values it reads.
@Observable
final class WorldValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// The world a `SpecView` tree reads, one observable value per flag, list, key and value.
@MainActor
final class World {
  let flags: [WorldValue<Bool>]
  let lists: [WorldValue<[Int]>]
  let keys: [WorldValue<Int>]
  let values: [WorldValue<Int>]
  let selectors: [WorldValue<Int>]
  let presented: WorldValue<Bool>
  let path: WorldValue<[Int]>
  let tab: WorldValue<Int>
  /// The tree's one focus state, set by `FocusRoot` as its body runs.
  var focus: FocusState<String?>.Binding?

  init(_ state: WorldState) {
    flags = state.flags.map(WorldValue.init)
    lists = state.lists.map(WorldValue.init)
    keys = state.keys.map(WorldValue.init)
    values = state.values.map(WorldValue.init)
    selectors = state.selectors.map(WorldValue.init)
    presented = WorldValue(state.presented)
    path = WorldValue(state.path)
    tab = WorldValue(state.tab)
  }

  /// A binding to a world value whose creation reads nothing: a body that makes it does
  /// not depend on the value (only whoever calls `get`).
  func binding<Value>(_ box: WorldValue<Value>) -> Binding<Value> {
    Binding(get: { box.value }, set: { box.value = $0 })
  }

  /// Writes only what differs, so each step notifies the readers of one value.
  func update(to state: WorldState) {
    func sync<Value: Equatable>(_ boxes: [WorldValue<Value>], _ values: [Value]) {
      for (box, value) in zip(boxes, values) where box.value != value { box.value = value }
    }
    sync(flags, state.flags)
    sync(lists, state.lists)
    sync(keys, state.keys)
    sync(values, state.values)
    sync(selectors, state.selectors)
    sync([presented], [state.presented])
    sync([path], [state.path])
    sync([tab], [state.tab])
  }
}

/// What the views report: bodies run, lifecycle events, and a way to write each cell.
@MainActor
final class DifferentialLog {
  var evaluations: [String] = []
  var events: [String] = []
  var writers: [String: @MainActor () -> Void] = [:]
  /// The `\.dismiss` of the presented content (`sheet`) and of each pushed destination
  /// (`push <id>`), registered when they appear.
  var dismissers: [String: @MainActor () -> Void] = [:]
  /// Sets the tree's focus state, registered by `FocusRoot`.
  var setFocus: (@MainActor (String?) -> Void)?

  /// Drops the closures the views registered: each captures its view, which holds this
  /// log, so they would keep the case's tree alive after it ends (LeakSanitizer).
  func forgetViews() {
    writers = [:]
    dismissers = [:]
    setFocus = nil
  }
}

struct ProbeKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  var probe: Int {
    get { self[ProbeKey.self] }
    set { self[ProbeKey.self] = newValue }
  }
}

/// A `TreeSpec` as real views. Its inputs (the spec, the label, the world and log
/// references) never change for an identity, so it re-runs only for what its body reads.
struct SpecView: View {
  let spec: TreeSpec
  let label: String
  let world: World
  let log: DifferentialLog

  var body: some View {
    let _ = log.evaluations.append("spec " + label)
    content
  }

  private func child(_ spec: TreeSpec, _ suffix: String) -> SpecView {
    SpecView(spec: spec, label: label + suffix, world: world, log: log)
  }

  @ViewBuilder private var content: some View {
    switch spec {
    case .cell:
      Cell(label: label, log: log)
    case .text:
      Text("text \(label)")
    case .stack(let children):
      VStack {
        ForEach(children.indices, id: \.self) { index in child(children[index], ".\(index)") }
      }
    case .branch(let flag, let then, let otherwise):
      if world.flags[flag].value {
        child(then, ".t")
      } else {
        child(otherwise, ".f")
      }
    case .list(let list, let row):
      ForEach(world.lists[list].value, id: \.self) { id in child(row, "[\(id)]") }
    case .keyed(let key, let inner):
      child(inner, ".k").id(world.keys[key].value)
    case .erased(let flag, let inner):
      erased(child(inner, ".a"), plain: world.flags[flag].value)
    case .group(let children):
      Group {
        ForEach(children.indices, id: \.self) { index in child(children[index], ".\(index)") }
      }
    case .environment(let value, let inner):
      child(inner, ".e").environment(\.probe, world.values[value].value)
    case .choice(let selector, let children):
      switch world.selectors[selector].value % children.count {
      case 0: child(children[0], ".c0")
      case 1: child(children[1], ".c1")
      default: child(children[2], ".c2")
      }
    case .groupRows(let list, let row):
      Group {
        ForEach(world.lists[list].value, id: \.self) { id in child(row, "[\(id)]") }
      }
      .onAppear { log.events.append("G+" + label) }
      .onDisappear { log.events.append("G-" + label) }
    case .presentation(let cover, let content):
      presenting(DismissProbe(key: "sheet", log: log, content: child(content, ".s")), cover: cover)
    case .navigation(let root, let destination):
      NavigationStack(path: world.binding(world.path)) {
        child(root, ".n").navigationDestination(for: Int.self) { id in
          DismissProbe(key: "push \(id)", log: log, content: child(destination, "<\(id)>"))
        }
      }
    case .field:
      Field(label: label, world: world)
    case .tabs(let children):
      TabView(selection: world.binding(world.tab)) {
        ForEach(children.indices, id: \.self) { index in
          child(children[index], ".b\(index)").tabItem { Image(systemName: "circle") }.tag(index)
        }
      }
    }
  }

  /// `Text` presenting `content` as a sheet or a cover, logging its `onDismiss`.
  @ViewBuilder private func presenting(_ content: DismissProbe, cover: Bool) -> some View {
    let host = Text("text \(label)")
    let presented = world.binding(world.presented)
    let label = label
    let log = log
    if cover {
      host.fullScreenCover(isPresented: presented, onDismiss: { log.events.append("D" + label) }) { content }
    } else {
      host.sheet(isPresented: presented, onDismiss: { log.events.append("D" + label) }) { content }
    }
  }

  /// One `AnyView` position whose wrapped type depends on `plain`.
  private func erased(_ view: SpecView, plain: Bool) -> AnyView {
    plain ? AnyView(view) : AnyView(Boxed(content: view))
  }
}

/// A wrapper that only changes the erased type.
struct Boxed: View {
  let content: SpecView
  var body: some View { content }
}

/// Registers the `\.dismiss` in effect where it is mounted: a presentation's or a
/// pushed destination's.
struct DismissProbe: View {
  let key: String
  let log: DifferentialLog
  let content: SpecView
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    content.onAppear {
      let dismiss = dismiss
      log.dismissers[key] = { dismiss() }
    }
  }
}

/// The root of every case: owns the tree's one focus state and shows where focus is.
struct FocusRoot: View {
  let tree: SpecView
  @FocusState private var focus: String?

  var body: some View {
    let _ = tree.world.focus = $focus
    VStack {
      Text("focus \(focus ?? "none")")
      tree
    }
    .onAppear {
      let focus = $focus
      tree.log.setFocus = { focus.wrappedValue = $0 }
    }
  }
}

/// A text field that has focus when the tree's focus state is its label.
struct Field: View {
  let label: String
  let world: World

  var body: some View {
    if let focus = world.focus {
      TextField("field \(label)", text: .constant("")).focused(focus, equals: label)
    }
  }
}

/// A leaf with state: shows its count and the `\.probe` it reads.
struct Cell: View {
  let label: String
  let log: DifferentialLog
  @State private var count = 0
  @Environment(\.probe) private var probe

  var body: some View {
    let _ = log.evaluations.append("cell " + label)
    // Registered with each body, not on appear: a cell under a pushed screen is written
    // too, though it has not appeared (S237).
    let _ = log.writers[label] = { count += 1 }
    Text("\(label)=\(count)@\(probe)")
      .onAppear { log.events.append("+" + label) }
      .onDisappear { log.events.append("-" + label) }
      // S48: started after the identity appears, cancelled when it goes or the id changes.
      .task(id: probe) {
        log.events.append("T+" + label)
        try? await Task.sleep(for: .seconds(3600))
        log.events.append("T-" + label)
      }
  }
}
