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

  init(_ state: WorldState) {
    flags = state.flags.map(WorldValue.init)
    lists = state.lists.map(WorldValue.init)
    keys = state.keys.map(WorldValue.init)
    values = state.values.map(WorldValue.init)
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
  }
}

/// What the views report: bodies run, lifecycle events, and a way to write each cell.
@MainActor
final class DifferentialLog {
  var evaluations: [String] = []
  var events: [String] = []
  var writers: [String: @MainActor () -> Void] = [:]
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

/// A leaf with state: shows its count and the `\.probe` it reads.
struct Cell: View {
  let label: String
  let log: DifferentialLog
  @State private var count = 0
  @Environment(\.probe) private var probe

  var body: some View {
    let _ = log.evaluations.append("cell " + label)
    Text("\(label)=\(count)@\(probe)")
      .onAppear {
        log.events.append("+" + label)
        log.writers[label] = { count += 1 }
      }
      .onDisappear { log.events.append("-" + label) }
  }
}
