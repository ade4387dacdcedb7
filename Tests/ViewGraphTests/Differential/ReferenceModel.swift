/// SwiftUI's identity and storage rules, stated directly over a `TreeSpec` and written from
/// the spec, not from the graph: what is mounted after each step (S10, S12, S13, S61),
/// whose `@State` survives (S1, S2, S14), which `onAppear`/`onDisappear` run (S47), which
/// bodies run (S8, S37, S23), and what each reader of `\.probe` sees (S23).
///
/// An identity is the chain of structural choices that leads to a view: child positions,
/// the branch taken, the `ForEach` element id, the `.id(_:)` value, the erased type. Storage
/// lives exactly as long as its identity; nothing else decides it.
struct ReferenceModel {
  /// What is on screen, as the leaves show it.
  struct Leaf: Equatable {
    /// The cell's or text's identity.
    let identity: String
    let label: String
    let isCell: Bool
    /// The `\.probe` value the leaf reads (cells only).
    let probe: Int
  }

  /// One mounted `SpecView`: its identity, its label, and the world data its body reads.
  struct Spec {
    let identity: String
    let label: String
    let reads: Read?
  }

  enum Read: Hashable {
    case flag(Int), list(Int), key(Int), value(Int)
  }

  /// What a step did, as the views would report it.
  struct Observation: Equatable {
    /// Every leaf's text, in tree order.
    var texts: [String]
    /// Labels of the cells that appeared and disappeared.
    var appeared: Set<String>
    var disappeared: Set<String>
    /// `spec <label>`/`cell <label>` for each body that ran, sorted.
    var evaluations: [String]
  }

  let tree: TreeSpec
  private(set) var world = WorldState()
  /// `@State count` of every mounted cell, by identity.
  private(set) var counts: [String: Int] = [:]
  private var leaves: [Leaf] = []
  private var specs: [Spec] = []

  /// For the test that shows the comparison can fail: both branches of an `if` share one
  /// identity, as if S10 did not hold.
  private let forgetsBranchIdentity: Bool

  init(tree: TreeSpec, forgetsBranchIdentity: Bool = false) {
    self.tree = tree
    self.forgetsBranchIdentity = forgetsBranchIdentity
  }

  /// Mounts the tree: every view appears and every body runs once.
  mutating func mount() -> Observation {
    (leaves, specs) = render()
    let cells = leaves.filter(\.isCell)
    for cell in cells { counts[cell.identity] = 0 }
    return Observation(
      texts: texts, appeared: Set(cells.map(\.label)), disappeared: [],
      evaluations: (specs.map { "spec " + $0.label } + cells.map { "cell " + $0.label }).sorted())
  }

  /// Applies one step; nil when it changes nothing (an index with nothing to point at).
  mutating func apply(_ step: Step) -> Observation? {
    var next = world
    var changed: Read?
    var written: String?
    switch step {
    case .flip(let flag):
      next.flags[flag].toggle()
      changed = .flag(flag)
    case .insert(let list, let at):
      next.lists[list].insert(next.nextID, at: at % (next.lists[list].count + 1))
      next.nextID += 1
      changed = .list(list)
    case .remove(let list, let at):
      guard !next.lists[list].isEmpty else { return nil }
      next.lists[list].remove(at: at % next.lists[list].count)
      changed = .list(list)
    case .move(let list, let from, let to):
      let count = next.lists[list].count
      guard count > 1, from % count != to % count else { return nil }
      let id = next.lists[list].remove(at: from % count)
      next.lists[list].insert(id, at: to % count)
      changed = .list(list)
    case .rekey(let key):
      next.keys[key] += 1
      changed = .key(key)
    case .setValue(let value):
      next.values[value] += 1
      changed = .value(value)
    case .write(let index):
      let cells = leaves.filter(\.isCell)
      guard !cells.isEmpty else { return nil }
      let cell = cells[index % cells.count]
      counts[cell.identity, default: 0] += 1
      written = cell.identity
    }
    world = next

    let (oldLeaves, oldSpecs) = (leaves, specs)
    (leaves, specs) = render()
    let oldCells = Dictionary(uniqueKeysWithValues: oldLeaves.filter(\.isCell).map { ($0.identity, $0) })
    let newCells = leaves.filter(\.isCell)
    let newIdentities = Set(newCells.map(\.identity))
    let oldSpecIdentities = Set(oldSpecs.map(\.identity))

    var evaluations: [String] = []
    // S37: a surviving view runs its body only for its own reasons; a new one runs once.
    for spec in specs
    where !oldSpecIdentities.contains(spec.identity) || (changed != nil && spec.reads == changed) {
      evaluations.append("spec " + spec.label)
    }
    var appeared: Set<String> = []
    for cell in newCells {
      guard let old = oldCells[cell.identity] else {
        // S1, S12, S13, S61: a new identity gets fresh storage and appears.
        counts[cell.identity] = 0
        appeared.insert(cell.label)
        evaluations.append("cell " + cell.label)
        continue
      }
      // S8: the owner's body reads `count`; S23: a reader follows a changed value.
      if written == cell.identity || old.probe != cell.probe { evaluations.append("cell " + cell.label) }
    }
    var disappeared: Set<String> = []
    for (identity, cell) in oldCells where !newIdentities.contains(identity) {
      // S14: storage ends with the identity.
      counts[identity] = nil
      disappeared.insert(cell.label)
    }
    return Observation(
      texts: texts, appeared: appeared, disappeared: disappeared, evaluations: evaluations.sorted())
  }

  /// Which cell `.write(index)` reaches now, by label.
  func writeTarget(_ index: Int) -> String? {
    let cells = leaves.filter(\.isCell)
    return cells.isEmpty ? nil : cells[index % cells.count].label
  }

  private var texts: [String] {
    leaves.map { leaf in
      leaf.isCell ? "\(leaf.label)=\(counts[leaf.identity] ?? 0)@\(leaf.probe)" : "text \(leaf.label)"
    }
  }

  /// The mounted leaves and `SpecView`s of the tree in the current world, in tree order.
  private func render() -> ([Leaf], [Spec]) {
    var leaves: [Leaf] = []
    var specs: [Spec] = []
    func walk(_ spec: TreeSpec, label: String, identity: String, probe: Int) {
      switch spec {
      case .cell, .text, .stack, .group: specs.append(Spec(identity: identity, label: label, reads: nil))
      case .branch(let flag, _, _), .erased(let flag, _):
        specs.append(Spec(identity: identity, label: label, reads: .flag(flag)))
      case .list(let list, _): specs.append(Spec(identity: identity, label: label, reads: .list(list)))
      case .keyed(let key, _): specs.append(Spec(identity: identity, label: label, reads: .key(key)))
      case .environment(let value, _):
        specs.append(Spec(identity: identity, label: label, reads: .value(value)))
      }
      switch spec {
      case .cell:
        leaves.append(Leaf(identity: identity + "/cell", label: label, isCell: true, probe: probe))
      case .text:
        leaves.append(Leaf(identity: identity + "/text", label: label, isCell: false, probe: probe))
      case .stack(let children), .group(let children):
        for (index, child) in children.enumerated() {
          walk(child, label: label + ".\(index)", identity: identity + "/\(index)", probe: probe)
        }
      case .branch(let flag, let then, let otherwise):
        // S10: the two branches are distinct identities.
        if world.flags[flag] {
          walk(
            then, label: label + ".t", identity: identity + (forgetsBranchIdentity ? "/b" : "/t"),
            probe: probe)
        } else {
          walk(
            otherwise, label: label + ".f", identity: identity + (forgetsBranchIdentity ? "/b" : "/f"),
            probe: probe)
        }
      case .list(let list, let row):
        // S13: a row is identified by its element id, wherever it moves.
        for id in world.lists[list] {
          walk(row, label: label + "[\(id)]", identity: identity + "/[\(id)]", probe: probe)
        }
      case .keyed(let key, let child):
        // S12: the id is part of the identity.
        walk(child, label: label + ".k", identity: identity + "/k\(world.keys[key])", probe: probe)
      case .erased(let flag, let child):
        // S61: the erased type is part of the identity.
        let type = world.flags[flag] ? "plain" : "boxed"
        walk(child, label: label + ".a", identity: identity + "/" + type, probe: probe)
      case .environment(let value, let child):
        // S23: the nearest value written above is the one read.
        walk(child, label: label + ".e", identity: identity + "/e", probe: world.values[value])
      }
    }
    walk(tree, label: "r", identity: "r", probe: 0)
    return (leaves, specs)
  }
}
