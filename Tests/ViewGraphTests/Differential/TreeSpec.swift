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
    }
  }

  /// How many specs this tree holds, counting itself.
  var size: Int {
    switch self {
    case .cell, .text: 1
    case .stack(let children), .group(let children): 1 + children.map(\.size).reduce(0, +)
    case .branch(_, let then, let otherwise): 1 + then.size + otherwise.size
    case .list(_, let child), .keyed(_, let child), .erased(_, let child), .environment(_, let child):
      1 + child.size
    }
  }

  /// A random tree at most `depth` levels deep.
  static func random(depth: Int, using random: inout SplitMix64) -> TreeSpec {
    if depth == 0 { return random.next(below: 3) == 0 ? .text : .cell }
    func child() -> TreeSpec { TreeSpec.random(depth: depth - 1, using: &random) }
    func children() -> [TreeSpec] { (0..<(1 + random.next(below: 3))).map { _ in child() } }
    // Near the top, containers only: a tree worth comparing has structure to change.
    switch depth >= 3 ? 3 + random.next(below: 8) : random.next(below: 11) {
    case 0, 1: return .cell
    case 2: return .text
    case 3: return .stack(children())
    case 4: return .branch(flag: random.next(below: WorldState.flagCount), child(), child())
    case 5: return .list(random.next(below: WorldState.listCount), row: child())
    case 6: return .keyed(random.next(below: WorldState.keyCount), child())
    case 7: return .erased(flag: random.next(below: WorldState.flagCount), child())
    case 8: return .group(children())
    default: return .environment(random.next(below: WorldState.valueCount), child())
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

  var description: String {
    switch self {
    case .flip(let flag): ".flip(\(flag))"
    case .insert(let list, let at): ".insert(list: \(list), at: \(at))"
    case .remove(let list, let at): ".remove(list: \(list), at: \(at))"
    case .move(let list, let from, let to): ".move(list: \(list), from: \(from), to: \(to))"
    case .rekey(let key): ".rekey(\(key))"
    case .setValue(let value): ".setValue(\(value))"
    case .write(let cell): ".write(\(cell))"
    }
  }

  static func random(using random: inout SplitMix64) -> Step {
    switch random.next(below: 7) {
    case 0: .flip(random.next(below: WorldState.flagCount))
    case 1: .insert(list: random.next(below: WorldState.listCount), at: random.next(below: 4))
    case 2: .remove(list: random.next(below: WorldState.listCount), at: random.next(below: 4))
    case 3:
      .move(
        list: random.next(below: WorldState.listCount), from: random.next(below: 4), to: random.next(below: 4)
      )
    case 4: .rekey(random.next(below: WorldState.keyCount))
    case 5: .setValue(random.next(below: WorldState.valueCount))
    default: .write(random.next(below: 8))
    }
  }
}

/// The data a tree reads: flags for branches and erased views, id lists for `ForEach`,
/// keys for `.id(_:)`, values for `.environment(\.probe, _)`.
struct WorldState: Hashable, Sendable {
  static let flagCount = 3
  static let listCount = 2
  static let keyCount = 2
  static let valueCount = 2

  var flags = [true, false, true]
  var lists = [[1, 2], [3]]
  var keys = [0, 0]
  var values = [10, 20]
  /// The next id an insert uses: ids are never reused.
  var nextID = 4
}
