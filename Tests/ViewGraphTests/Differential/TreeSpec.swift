/// A random view tree, as data: the differential test builds it as views (`SpecView`) and
/// predicts it with `ReferenceModel`. Its shape is fixed for a whole case; only the
/// `WorldState` it reads changes between steps.
///
/// `description` is Swift source, so a shrunk failing case can be pasted into a test.
indirect enum TreeSpec: Hashable, Sendable, CustomStringConvertible {
  /// A view with `@State var count`, reading `\.probe`; logs its evaluations and lifecycle.
  case cell
  /// A `Text` with no state.
  case text
  /// `VStack` of fixed children.
  case stack([TreeSpec])
  /// `if flags[flag] { then } else { otherwise }`.
  case branch(flag: Int, TreeSpec, TreeSpec)
  /// `ForEach(lists[list], id: \.self) { id in row }`.
  case list(Int, row: TreeSpec)
  /// `child.id(keys[key])`.
  case keyed(Int, TreeSpec)
  /// `AnyView(child)` when `flags[flag]`, else `AnyView(Boxed(child))`: one position whose
  /// erased type changes.
  case erased(flag: Int, TreeSpec)
  /// `Group` of fixed children.
  case group([TreeSpec])
  /// `child.environment(\.probe, values[value])`.
  case environment(Int, TreeSpec)
  /// `switch selectors[selector] % n { case 0: …; case 1: …; default: … }` over 2 or 3
  /// children: each case a distinct identity (S10).
  case choice(selector: Int, [TreeSpec])
  /// `Group { ForEach(lists[list]) { row } }.onAppear { … }.onDisappear { … }`: the
  /// modifiers apply to each row, the group's members (S52).
  case groupRows(Int, row: TreeSpec)
  /// A `Text` presenting `content` while `presented`, as a sheet or a full-screen cover,
  /// with an `onDismiss`; `content` reads `\.dismiss` to close itself. One per tree.
  case presentation(cover: Bool, TreeSpec)
  /// `NavigationStack(path: $path) { root.navigationDestination(for: Int.self) { destination } }`;
  /// each destination reads `\.dismiss` to pop itself. One per tree.
  case navigation(root: TreeSpec, destination: TreeSpec)
  /// A `TextField` bound with `.focused($focus, equals: label)` to the tree's one
  /// `@FocusState` (S64, S95).
  case field
  /// `TabView(selection: $tab) { ForEach(tabs.indices) { child.tabItem { … }.tag(index) } }`
  /// over 2 or 3 tabs: only the selected one is shown (S238). One per tree.
  case tabs([TreeSpec])

  var description: String {
    switch self {
    case .cell: ".cell"
    case .text: ".text"
    case .stack(let children): ".stack([\(children.map(\.description).joined(separator: ", "))])"
    case .branch(let flag, let then, let otherwise): ".branch(flag: \(flag), \(then), \(otherwise))"
    case .list(let list, let row): ".list(\(list), row: \(row))"
    case .keyed(let key, let child): ".keyed(\(key), \(child))"
    case .erased(let flag, let child): ".erased(flag: \(flag), \(child))"
    case .group(let children): ".group([\(children.map(\.description).joined(separator: ", "))])"
    case .environment(let value, let child): ".environment(\(value), \(child))"
    case .choice(let selector, let children):
      ".choice(selector: \(selector), [\(children.map(\.description).joined(separator: ", "))])"
    case .groupRows(let list, let row): ".groupRows(\(list), row: \(row))"
    case .presentation(let cover, let content): ".presentation(cover: \(cover), \(content))"
    case .navigation(let root, let destination): ".navigation(root: \(root), destination: \(destination))"
    case .field: ".field"
    case .tabs(let children): ".tabs([\(children.map(\.description).joined(separator: ", "))])"
    }
  }

  /// How many specs this tree holds, counting itself.
  var size: Int {
    switch self {
    case .cell, .text, .field: 1
    case .stack(let children), .group(let children), .choice(_, let children), .tabs(let children):
      1 + children.map(\.size).reduce(0, +)
    case .branch(_, let then, let otherwise): 1 + then.size + otherwise.size
    case .navigation(let root, let destination): 1 + root.size + destination.size
    case .list(_, let child), .keyed(_, let child), .erased(_, let child), .environment(_, let child),
      .groupRows(_, let child), .presentation(_, let child):
      1 + child.size
    }
  }

  /// A random tree at most `depth` levels deep.
  static func random(depth: Int, using random: inout SplitMix64) -> TreeSpec {
    var budget = Budget()
    return Self.random(depth: depth, place: Place(), budget: &budget, using: &random)
  }

  /// Where a spec is generated: what its surroundings rule out.
  private struct Place {
    /// Below a `ForEach` row or a pushed destination: the spec is mounted once per row, so
    /// it must not present or navigate (SwiftUI presents one sheet at a time).
    var repeated = false
    /// Below `.id(_:)` or an `AnyView` whose type changes: one label names several
    /// identities over time, so a field there has no stable focus value.
    var relabeled = false
  }

  /// What a tree may still hold: one presentation, one navigation stack, one tab view.
  private struct Budget {
    var presentations = 1
    var navigations = 1
    var tabViews = 1
  }

  private static func random(
    depth: Int, place: Place, budget: inout Budget, using random: inout SplitMix64
  ) -> TreeSpec {
    if depth == 0 {
      switch random.next(below: 6) {
      case 0: return .text
      case 1 where !place.relabeled: return .field
      default: return .cell
      }
    }
    func child(_ place: Place) -> TreeSpec {
      TreeSpec.random(depth: depth - 1, place: place, budget: &budget, using: &random)
    }
    var repeated = place
    repeated.repeated = true
    var relabeled = place
    relabeled.relabeled = true
    func children(_ range: Int = 3) -> [TreeSpec] {
      (0..<(1 + random.next(below: range))).map { _ in child(place) }
    }
    // Near the top, containers only: a tree worth comparing has structure to change.
    switch depth >= 3 ? 3 + random.next(below: 13) : random.next(below: 17) {
    case 0, 1: return .cell
    case 2: return .text
    case 3: return .stack(children())
    case 4: return .branch(flag: random.next(below: WorldState.flagCount), child(place), child(place))
    case 5: return .list(random.next(below: WorldState.listCount), row: child(repeated))
    case 6: return .keyed(random.next(below: WorldState.keyCount), child(relabeled))
    case 7: return .erased(flag: random.next(below: WorldState.flagCount), child(relabeled))
    case 8: return .group(children())
    case 9: return .environment(random.next(below: WorldState.valueCount), child(place))
    case 10:
      return .choice(
        selector: random.next(below: WorldState.selectorCount),
        (0..<(2 + random.next(below: 2))).map { _ in child(place) })
    case 11: return .groupRows(random.next(below: WorldState.listCount), row: child(repeated))
    case 12 where !place.repeated && budget.presentations > 0:
      budget.presentations -= 1
      return .presentation(cover: random.next(below: 2) == 0, child(place))
    case 13 where !place.repeated && budget.navigations > 0:
      budget.navigations -= 1
      return .navigation(root: child(place), destination: child(repeated))
    case 14 where !place.relabeled: return .field
    case 15 where !place.repeated && budget.tabViews > 0:
      budget.tabViews -= 1
      return .tabs((0..<(2 + random.next(below: 2))).map { _ in child(place) })
    default: return .stack(children(2))
    }
  }

  /// Smaller trees to try while shrinking a failure: each subtree in place of its parent,
  /// a child dropped from a stack or group, a leaf in place of a container.
  var simplifications: [TreeSpec] {
    var result: [TreeSpec] = []
    switch self {
    case .cell: return []
    case .text: return [.cell]
    case .stack(let children), .group(let children):
      result += children
      if children.count > 1 {
        for index in children.indices {
          var fewer = children
          fewer.remove(at: index)
          result.append(rebuilt(fewer))
        }
      }
      for (index, child) in children.enumerated() {
        for simpler in child.simplifications {
          var replaced = children
          replaced[index] = simpler
          result.append(rebuilt(replaced))
        }
      }
    case .branch(let flag, let then, let otherwise):
      result += [then, otherwise]
      result += then.simplifications.map { .branch(flag: flag, $0, otherwise) }
      result += otherwise.simplifications.map { .branch(flag: flag, then, $0) }
    case .list(let list, let row):
      result.append(row)
      result += row.simplifications.map { .list(list, row: $0) }
    case .keyed(let key, let child):
      result.append(child)
      result += child.simplifications.map { .keyed(key, $0) }
    case .erased(let flag, let child):
      result.append(child)
      result += child.simplifications.map { .erased(flag: flag, $0) }
    case .environment(let value, let child):
      result.append(child)
      result += child.simplifications.map { .environment(value, $0) }
    case .field: return [.cell]
    case .choice(let selector, let children):
      result += children
      for (index, child) in children.enumerated() {
        for simpler in child.simplifications {
          var replaced = children
          replaced[index] = simpler
          result.append(.choice(selector: selector, replaced))
        }
      }
    case .groupRows(let list, let row):
      result.append(row)
      result += row.simplifications.map { .groupRows(list, row: $0) }
    case .tabs(let children):
      result += children
      for (index, child) in children.enumerated() {
        for simpler in child.simplifications {
          var replaced = children
          replaced[index] = simpler
          result.append(.tabs(replaced))
        }
      }
    case .presentation(let cover, let content):
      result.append(content)
      result += content.simplifications.map { .presentation(cover: cover, $0) }
    case .navigation(let root, let destination):
      result += [root, destination]
      result += root.simplifications.map { .navigation(root: $0, destination: destination) }
      result += destination.simplifications.map { .navigation(root: root, destination: $0) }
    }
    return [.cell] + result.filter { $0.size < size }
  }

  private func rebuilt(_ children: [TreeSpec]) -> TreeSpec {
    if case .group = self { return .group(children) }
    return .stack(children)
  }
}

/// One update between two comparisons. Indices are taken modulo what exists when the step
/// runs, so any step is valid in any state (shrinking removes steps freely).
enum Step: Hashable, Sendable, CustomStringConvertible {
  case flip(Int)
  case insert(list: Int, at: Int)
  case remove(list: Int, at: Int)
  case move(list: Int, from: Int, to: Int)
  case rekey(Int)
  case setValue(Int)
  /// `count += 1` in the nth mounted cell, in tree order.
  case write(Int)
  /// `selectors[selector] += 1`: a `switch` takes another case.
  case select(Int)
  /// Sets `presented` to true, as a button would.
  case present
  /// Calls `\.dismiss` in the presented content (a swipe-down).
  case dismiss
  /// Appends a new id to the navigation path.
  case push
  /// Removes the last element: by the top destination's `\.dismiss` (the back button), or
  /// by writing the path.
  case pop(viaDismiss: Bool)
  /// Replaces the path: its first `keep` elements, then a new id.
  case replacePath(keep: Int)
  /// Gives focus to the nth mounted field: by a tap on it, or by setting the state.
  case focus(Int, byTap: Bool)
  /// Sets the focus state to nil.
  case unfocus
  /// Sets the tab view's selection (a value no tab has shows the first tab, S238).
  case selectTab(Int)
  /// `flags[flag].toggle(); withAnimation { values[value] += 1 }` in one action: two
  /// updates (S236).
  case animated(flag: Int, value: Int)
  /// `count += 1; withAnimation { count += 1 }` in the nth mounted cell: two updates (S236).
  case writeAnimated(Int)

  var description: String {
    switch self {
    case .flip(let flag): ".flip(\(flag))"
    case .insert(let list, let at): ".insert(list: \(list), at: \(at))"
    case .remove(let list, let at): ".remove(list: \(list), at: \(at))"
    case .move(let list, let from, let to): ".move(list: \(list), from: \(from), to: \(to))"
    case .rekey(let key): ".rekey(\(key))"
    case .setValue(let value): ".setValue(\(value))"
    case .write(let cell): ".write(\(cell))"
    case .select(let selector): ".select(\(selector))"
    case .present: ".present"
    case .dismiss: ".dismiss"
    case .push: ".push"
    case .pop(let viaDismiss): ".pop(viaDismiss: \(viaDismiss))"
    case .replacePath(let keep): ".replacePath(keep: \(keep))"
    case .focus(let field, let byTap): ".focus(\(field), byTap: \(byTap))"
    case .unfocus: ".unfocus"
    case .selectTab(let tab): ".selectTab(\(tab))"
    case .animated(let flag, let value): ".animated(flag: \(flag), value: \(value))"
    case .writeAnimated(let cell): ".writeAnimated(\(cell))"
    }
  }

  /// Whether the step is a write from inside the tree (a cell's state, a dismiss, a tap
  /// on a field) rather than a change of the world the tree reads.
  var isInteraction: Bool {
    switch self {
    case .write, .writeAnimated, .dismiss, .pop(viaDismiss: true), .focus, .unfocus: true
    default: false
    }
  }

  static func random(using random: inout SplitMix64) -> Step {
    switch random.next(below: 18) {
    case 0: .flip(random.next(below: WorldState.flagCount))
    case 1: .insert(list: random.next(below: WorldState.listCount), at: random.next(below: 4))
    case 2: .remove(list: random.next(below: WorldState.listCount), at: random.next(below: 4))
    case 3:
      .move(
        list: random.next(below: WorldState.listCount), from: random.next(below: 4), to: random.next(below: 4)
      )
    case 4: .rekey(random.next(below: WorldState.keyCount))
    case 5: .setValue(random.next(below: WorldState.valueCount))
    case 6: .write(random.next(below: 8))
    case 7: .select(random.next(below: WorldState.selectorCount))
    case 8: .present
    case 9: .dismiss
    case 10: .push
    case 11: .pop(viaDismiss: random.next(below: 2) == 0)
    case 12: .replacePath(keep: random.next(below: 3))
    case 13: .focus(random.next(below: 4), byTap: random.next(below: 2) == 0)
    case 14: .selectTab(random.next(below: WorldState.tabCount))
    case 15:
      .animated(
        flag: random.next(below: WorldState.flagCount), value: random.next(below: WorldState.valueCount))
    case 16: .writeAnimated(random.next(below: 8))
    default: random.next(below: 3) == 0 ? .unfocus : .write(random.next(below: 8))
    }
  }
}

/// The data a tree reads: flags for branches and erased views, id lists for `ForEach`,
/// keys for `.id(_:)`, values for `.environment(\.probe, _)`, selectors for `switch`, the
/// presentation's flag and the navigation path.
struct WorldState: Hashable, Sendable {
  static let flagCount = 3
  static let listCount = 2
  static let keyCount = 2
  static let valueCount = 2
  static let selectorCount = 2
  /// Selections the tab view is given: one more than it may have tabs.
  static let tabCount = 3

  var flags = [true, false, true]
  var lists = [[1, 2], [3]]
  var keys = [0, 0]
  var values = [10, 20]
  var selectors = [0, 1]
  /// Whether the tree's presentation shows its content.
  var presented = false
  /// The navigation stack's path.
  var path: [Int] = []
  /// The tab view's selection.
  var tab = 0
  /// The next id an insert uses: ids are never reused.
  var nextID = 4
}
