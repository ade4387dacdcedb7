/// SwiftUI's identity and storage rules, stated directly over a `TreeSpec` and written from
/// the spec, not from the graph: what is mounted after each step (S10, S12, S13, S61,
/// S96), whose `@State` survives (S1, S2, S14), which `onAppear`/`onDisappear` run (S47,
/// and for each member of a modified `Group`, S52), which bodies run (S8, S37, S23), what
/// each reader of `\.probe` sees (S23), which tasks start and are cancelled (S48), which
/// presentations run `onDismiss`, and where focus is (S64, S95).
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
    /// Whether a user sees it: not under a screen pushed over it (S237).
    var onScreen = true
  }

  /// One mounted `SpecView`: its identity, its label, and the world data its body reads.
  struct Spec {
    let identity: String
    let label: String
    let reads: Read?
  }

  enum Read: Hashable {
    case flag(Int), list(Int), key(Int), value(Int), selector(Int)
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
    /// `G+<label>`/`G-<label>` for each member of a group that appeared or went, sorted (S52).
    var groupEvents: [String] = []
    /// `D<label>` for each presentation whose `onDismiss` ran, sorted.
    var dismissals: [String] = []
    /// `T+<label>`/`T-<label>` for each cell task started or cancelled, sorted (S48).
    var taskEvents: [String] = []
    /// What the step did, counted for the run's coverage line (not compared).
    var tally = Tally()
  }

  /// How many of each kind of change a step made.
  struct Tally: Equatable {
    var tabSwitches = 0
    var animatedUpdates = 0
    var presentations = 0
    var dismissals = 0
    var pushes = 0
    var pops = 0
    var focusMoves = 0
    var caseChanges = 0
  }

  /// The structure a render found besides leaves and specs.
  ///
  /// (`Observation.followed(by:)` merges the two updates of an animated step.)
  struct Mounted {
    var leaves: [Leaf] = []
    var specs: [Spec] = []
    /// Labels of the mounted fields, in tree order.
    var fields: [String] = []
    /// Identity and label of each mounted presentation host, and whether it presents.
    var presenters: [String: (label: String, presents: Bool)] = [:]
    /// Identities of the mounted members of `groupRows`, with the group's label.
    var groupMembers: [String: String] = [:]
    /// The members of `groupRows` a user sees (S237).
    var visibleGroupMembers: Set<String> = []
    /// Whether a navigation stack is mounted; the ids of the destinations it shows.
    var navigation: [Int]?
    /// Whether the stack is on screen: not in a tab that is not shown (S238).
    var navigationOnScreen = false
    /// The identities of the pushed destinations.
    var destinations: Set<String> = []
    /// The case each mounted `switch` takes, by identity.
    var choices: [String: Int] = [:]
    /// The tab the mounted tab view shows.
    var selectedTab: Int?
  }

  let tree: TreeSpec
  private(set) var world = WorldState()
  /// `@State count` of every mounted cell, by identity.
  private(set) var counts: [String: Int] = [:]
  /// The label of the field that has focus (S95).
  private(set) var focus: String?
  private var mounted = Mounted()
  private var leaves: [Leaf] { mounted.leaves }
  private var specs: [Spec] { mounted.specs }

  /// For the test that shows the comparison can fail: both branches of an `if` share one
  /// identity, as if S10 did not hold.
  private let forgetsBranchIdentity: Bool
  /// For the test that shows the comparison can fail: the writes inside withAnimation are
  /// part of the action's one update, as if S236 did not hold.
  private let mergesAnimatedUpdates: Bool

  init(tree: TreeSpec, forgetsBranchIdentity: Bool = false, mergesAnimatedUpdates: Bool = false) {
    self.tree = tree
    self.forgetsBranchIdentity = forgetsBranchIdentity
    self.mergesAnimatedUpdates = mergesAnimatedUpdates
  }

  /// Mounts the tree: every view appears and every body runs once.
  mutating func mount() -> Observation {
    mounted = render()
    let cells = leaves.filter(\.isCell)
    for cell in cells { counts[cell.identity] = 0 }
    // S237: a view under a pushed screen is mounted but has not appeared.
    return Observation(
      texts: texts, appeared: Set(cells.filter(\.onScreen).map(\.label)), disappeared: [],
      evaluations: (specs.map { "spec " + $0.label } + cells.map { "cell " + $0.label }).sorted(),
      groupEvents: mounted.groupMembers.filter { mounted.visibleGroupMembers.contains($0.key) }
        .map { "G+" + $0.value }.sorted(),
      taskEvents: cells.map { "T+" + $0.label }.sorted())
  }

  /// The label of the field `.focus(index)` reaches now.
  func focusTarget(_ index: Int) -> String? {
    mounted.fields.isEmpty ? nil : mounted.fields[index % mounted.fields.count]
  }

  /// The id of the top pushed destination, whose `\.dismiss` pops it.
  var topDestination: Int? { mounted.navigation?.last }

  /// Applies one step; nil when it changes nothing (an index with nothing to point at).
  mutating func apply(_ step: Step) -> Observation? {
    // S236: the writes inside withAnimation are an update of their own, after the one of
    // the writes before.
    switch step {
    case .animated(let flag, let value):
      guard let first = apply(.flip(flag)), let second = apply(.setValue(value)) else { return nil }
      return first.followed(by: second)
    case .writeAnimated(let cell):
      guard let first = apply(.write(cell)), let second = apply(.write(cell)) else { return nil }
      var both = first.followed(by: second)
      // One update runs each body once, however many writes it applies.
      if mergesAnimatedUpdates { both.evaluations = Array(Set(both.evaluations)).sorted() }
      return both
    default: break
    }
    let before = (focus: focus, ())
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
    case .select(let selector):
      next.selectors[selector] += 1
      changed = .selector(selector)
    case .present:
      guard !next.presented else { return nil }
      next.presented = true
    case .dismiss:
      // The presented content's \.dismiss: only while it is on screen.
      guard next.presented, mounted.presenters.values.contains(where: \.presents) else { return nil }
      next.presented = false
    case .push:
      next.path.append(next.nextID)
      next.nextID += 1
    case .pop(let viaDismiss):
      guard !next.path.isEmpty else { return nil }
      // The back button of the top destination: only when it is on screen, its stack
      // too (not in a tab left, S238).
      if viaDismiss && (mounted.navigation?.last != next.path.last || !mounted.navigationOnScreen) {
        return nil
      }
      next.path.removeLast()
    case .replacePath(let keep):
      next.path = Array(next.path.prefix(keep)) + [next.nextID]
      next.nextID += 1
    case .focus(let index, _):
      guard let target = focusTarget(index), target != focus else { return nil }
      focus = target
    case .unfocus:
      guard focus != nil else { return nil }
      focus = nil
    case .selectTab(let tab):
      guard next.tab != tab else { return nil }
      next.tab = tab
    case .animated, .writeAnimated:
      return nil
    }
    world = next

    let (oldLeaves, oldSpecs, old) = (leaves, specs, mounted)
    mounted = render()
    // S95: a focused field that leaves takes focus with it.
    if let focus, !mounted.fields.contains(focus) { self.focus = nil }
    var tally = Tally()
    tally.presentations =
      mounted.presenters.filter { $0.value.presents && old.presenters[$0.key]?.presents != true }.count
    tally.pushes = mounted.destinations.subtracting(old.destinations).count
    tally.pops = old.destinations.subtracting(mounted.destinations).count
    if let tab = mounted.selectedTab, let oldTab = old.selectedTab, tab != oldTab { tally.tabSwitches = 1 }
    tally.caseChanges =
      mounted.choices.filter { identity, index in
        old.choices[identity].map { $0 != index } ?? false
      }.count
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
    var started: Set<String> = []
    for cell in newCells {
      guard let old = oldCells[cell.identity] else {
        // S1, S12, S13, S61: a new identity gets fresh storage and appears, unless a
        // pushed screen covers it (S237).
        counts[cell.identity] = 0
        if cell.onScreen { appeared.insert(cell.label) }
        started.insert(cell.label)
        evaluations.append("cell " + cell.label)
        continue
      }
      // S237: a push covers a screen (it disappears), a pop uncovers it (it appears).
      if cell.onScreen && !old.onScreen { appeared.insert(cell.label) }
      // S8: the owner's body reads `count`; S23: a reader follows a changed value.
      if written == cell.identity || old.probe != cell.probe { evaluations.append("cell " + cell.label) }
    }
    var disappeared: Set<String> = []
    var cancelled: Set<String> = []
    for (identity, cell) in oldCells where !newIdentities.contains(identity) {
      // S14: storage ends with the identity.
      counts[identity] = nil
      if cell.onScreen { disappeared.insert(cell.label) }
      cancelled.insert(cell.label)
    }
    for cell in newCells where !cell.onScreen && oldCells[cell.identity]?.onScreen == true {
      disappeared.insert(cell.label)
    }
    // S48: a cell's task starts when its identity appears, is cancelled when it goes, and
    // restarts when its id (the \.probe it reads) changes.
    var taskEvents = started.map { "T+" + $0 } + cancelled.map { "T-" + $0 }
    for cell in newCells {
      if let old = oldCells[cell.identity], old.probe != cell.probe {
        taskEvents += ["T-" + cell.label, "T+" + cell.label]
      }
    }
    // S52: the group's modifiers run for each member that appears or goes.
    var groupEvents: [String] = []
    // S237: a member covered by a push goes, one uncovered by a pop appears again.
    for (identity, label) in mounted.groupMembers
    where mounted.visibleGroupMembers.contains(identity) && !old.visibleGroupMembers.contains(identity) {
      groupEvents.append("G+" + label)
    }
    for (identity, label) in old.groupMembers
    where old.visibleGroupMembers.contains(identity) && !mounted.visibleGroupMembers.contains(identity) {
      groupEvents.append("G-" + label)
    }
    // onDismiss runs when a presenter that stays stops presenting.
    var dismissals: [String] = []
    for (identity, now) in mounted.presenters
    where old.presenters[identity]?.presents == true && !now.presents {
      dismissals.append("D" + now.label)
    }
    tally.dismissals = dismissals.count
    tally.focusMoves = focus != before.focus ? 1 : 0
    return Observation(
      texts: texts, appeared: appeared, disappeared: disappeared, evaluations: evaluations.sorted(),
      groupEvents: groupEvents.sorted(), dismissals: dismissals.sorted(), taskEvents: taskEvents.sorted(),
      tally: tally)
  }

  /// Which cell `.write(index)` reaches now, by label.
  func writeTarget(_ index: Int) -> String? {
    let cells = leaves.filter(\.isCell)
    return cells.isEmpty ? nil : cells[index % cells.count].label
  }

  private var texts: [String] {
    ["focus \(focus ?? "none")"]
      + leaves.map { leaf in
        leaf.isCell ? "\(leaf.label)=\(counts[leaf.identity] ?? 0)@\(leaf.probe)" : "text \(leaf.label)"
      }
  }

  /// The mounted leaves and `SpecView`s of the tree in the current world, in tree order,
  /// with the fields, presenters, group members and navigation they hold.
  private func render() -> Mounted {
    var result = Mounted()
    func walk(_ spec: TreeSpec, label: String, identity: String, probe: Int, onScreen: Bool) {
      let reads: Read? =
        switch spec {
        case .branch(let flag, _, _), .erased(let flag, _): .flag(flag)
        case .list(let list, _), .groupRows(let list, _): .list(list)
        case .keyed(let key, _): .key(key)
        case .environment(let value, _): .value(value)
        case .choice(let selector, _): .selector(selector)
        // A presentation and a stack read their binding outside the body.
        case .cell, .text, .stack, .group, .presentation, .navigation, .field, .tabs: nil
        }
      result.specs.append(Spec(identity: identity, label: label, reads: reads))
      switch spec {
      case .cell:
        result.leaves.append(
          Leaf(identity: identity + "/cell", label: label, isCell: true, probe: probe, onScreen: onScreen))
      case .text:
        result.leaves.append(
          Leaf(identity: identity + "/text", label: label, isCell: false, probe: probe, onScreen: onScreen))
      case .field:
        // A text field shows no Text; it is reached by its label.
        result.fields.append(label)
      case .stack(let children), .group(let children):
        for (index, child) in children.enumerated() {
          walk(
            child, label: label + ".\(index)", identity: identity + "/\(index)", probe: probe,
            onScreen: onScreen)
        }
      case .branch(let flag, let then, let otherwise):
        // S10: the two branches are distinct identities.
        if world.flags[flag] {
          walk(
            then, label: label + ".t", identity: identity + (forgetsBranchIdentity ? "/b" : "/t"),
            probe: probe, onScreen: onScreen)
        } else {
          walk(
            otherwise, label: label + ".f", identity: identity + (forgetsBranchIdentity ? "/b" : "/f"),
            probe: probe, onScreen: onScreen)
        }
      case .choice(let selector, let children):
        // S10: each case of a switch is an identity of its own.
        let index = world.selectors[selector] % children.count
        result.choices[identity] = index
        walk(
          children[index], label: label + ".c\(index)", identity: identity + "/c\(index)", probe: probe,
          onScreen: onScreen)
      case .list(let list, let row):
        // S13: a row is identified by its element id, wherever it moves.
        for id in world.lists[list] {
          walk(
            row, label: label + "[\(id)]", identity: identity + "/[\(id)]", probe: probe, onScreen: onScreen)
        }
      case .groupRows(let list, let row):
        for id in world.lists[list] {
          result.groupMembers[identity + "/[\(id)]"] = label
          if onScreen { result.visibleGroupMembers.insert(identity + "/[\(id)]") }
          walk(
            row, label: label + "[\(id)]", identity: identity + "/[\(id)]", probe: probe, onScreen: onScreen)
        }
      case .keyed(let key, let child):
        // S12: the id is part of the identity.
        walk(
          child, label: label + ".k", identity: identity + "/k\(world.keys[key])", probe: probe,
          onScreen: onScreen)
      case .erased(let flag, let child):
        // S61: the erased type is part of the identity.
        let type = world.flags[flag] ? "plain" : "boxed"
        walk(child, label: label + ".a", identity: identity + "/" + type, probe: probe, onScreen: onScreen)
      case .environment(let value, let child):
        // S23: the nearest value written above is the one read.
        walk(
          child, label: label + ".e", identity: identity + "/e", probe: world.values[value],
          onScreen: onScreen)
      case .presentation(_, let content):
        result.leaves.append(
          Leaf(identity: identity + "/host", label: label, isCell: false, probe: probe, onScreen: onScreen))
        result.presenters[identity] = (label, world.presented)
        // The presented content is below the presenter, with its environment; it shows
        // over the whole window, wherever the presenter is (S237).
        if world.presented {
          walk(content, label: label + ".s", identity: identity + "/s", probe: probe, onScreen: true)
        }
      case .tabs(let children):
        // S238: every tab is mounted; only the selected one (the first when no tab has
        // the selection's tag) is shown.
        let selected = children.indices.contains(world.tab) ? world.tab : 0
        result.selectedTab = selected
        for (index, child) in children.enumerated() {
          walk(
            child, label: label + ".b\(index)", identity: identity + "/b\(index)", probe: probe,
            onScreen: onScreen && index == selected)
        }
      case .navigation(let root, let destination):
        // S237: the root is covered while anything is pushed, each screen by the next.
        walk(
          root, label: label + ".n", identity: identity + "/n", probe: probe,
          onScreen: onScreen && world.path.isEmpty)
        result.navigation = world.path
        result.navigationOnScreen = onScreen
        // A pushed view's identity is its place in the path and the value there.
        for (depth, id) in world.path.enumerated() {
          result.destinations.insert(identity + "/d\(depth):\(id)")
          walk(
            destination, label: label + "<\(id)>", identity: identity + "/d\(depth):\(id)", probe: probe,
            onScreen: onScreen && depth == world.path.count - 1)
        }
      }
    }
    walk(tree, label: "r", identity: "r", probe: 0, onScreen: true)
    return result
  }
}

extension ReferenceModel.Observation {
  /// This update and the `next` one, as the views report them over one step: what each
  /// ran, and what is on screen after both (S236).
  func followed(by next: Self) -> Self {
    var tally = next.tally
    tally.animatedUpdates += 1
    tally.tabSwitches += self.tally.tabSwitches
    tally.presentations += self.tally.presentations
    tally.dismissals += self.tally.dismissals
    tally.pushes += self.tally.pushes
    tally.pops += self.tally.pops
    tally.caseChanges += self.tally.caseChanges
    return Self(
      texts: next.texts, appeared: appeared.union(next.appeared),
      disappeared: disappeared.union(next.disappeared),
      evaluations: (evaluations + next.evaluations).sorted(),
      groupEvents: (groupEvents + next.groupEvents).sorted(),
      dismissals: (dismissals + next.dismissals).sorted(),
      taskEvents: (taskEvents + next.taskEvents).sorted(), tally: tally)
  }
}
