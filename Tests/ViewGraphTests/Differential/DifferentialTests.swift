import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A random tree and the steps run on it, compared with the reference model after mount
/// and after every step. `description` is Swift source to paste into a test.
struct DifferentialCase: CustomStringConvertible {
  let tree: TreeSpec
  let steps: [Step]

  /// The case a seed names: a tree up to 4 levels deep and 4 to 16 steps.
  static func random(seed: UInt64) -> DifferentialCase {
    var random = SplitMix64(seed: seed)
    let tree = TreeSpec.random(depth: 4, using: &random)
    let steps = (0..<(4 + random.next(below: 13))).map { _ in Step.random(using: &random) }
    return DifferentialCase(tree: tree, steps: steps)
  }

  var description: String {
    "DifferentialCase(tree: \(tree), steps: [\(steps.map(\.description).joined(separator: ", "))])"
  }

  /// Where the graph and the model first disagree, or nil when they agree throughout.
  struct Divergence: CustomStringConvertible {
    /// The step after which they disagree; nil at mount.
    let step: Int?
    let details: [String]

    var description: String {
      let when = step.map { "after step \($0 + 1)" } ?? "at mount"
      return "\(when): " + details.joined(separator: "; ")
    }
  }

  /// Mounts the tree in ViewGraph and in the model, runs every step in both, and compares
  /// what is on screen, which cells appeared and disappeared (and in which order), which
  /// bodies ran, and whether any runtime warning was raised.
  @MainActor
  func divergence(model: ReferenceModel? = nil) -> Divergence? {
    var model = model ?? ReferenceModel(tree: tree)
    let world = World(model.world)
    let log = DifferentialLog()
    var warnings: [String] = []
    let host = ViewHost(
      SpecView(spec: tree, label: "r", world: world, log: log),
      warningHandler: { warnings.append($0.message) })
    defer { host.unmount() }

    func compare(_ expected: ReferenceModel.Observation, step: Int?) -> Divergence? {
      var details: [String] = []
      let texts = host.root.descendants.compactMap(\.text)
      if texts != expected.texts { details.append("on screen \(texts), expected \(expected.texts)") }
      let appeared = log.events.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
      let disappeared = log.events.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
      if Set(appeared) != expected.appeared || appeared.count != expected.appeared.count {
        details.append("appeared \(appeared.sorted()), expected \(expected.appeared.sorted())")
      }
      if Set(disappeared) != expected.disappeared || disappeared.count != expected.disappeared.count {
        details.append("disappeared \(disappeared.sorted()), expected \(expected.disappeared.sorted())")
      }
      // S47: on an identity change the new identity appears before the old one goes.
      for label in expected.appeared.intersection(expected.disappeared) {
        if let appear = log.events.firstIndex(of: "+" + label),
          let disappear = log.events.firstIndex(of: "-" + label), disappear < appear
        {
          details.append("\(label) disappeared before its new identity appeared")
        }
      }
      if log.evaluations.sorted() != expected.evaluations {
        details.append("bodies run \(log.evaluations.sorted()), expected \(expected.evaluations)")
      }
      if !warnings.isEmpty { details.append("runtime warnings \(warnings)") }
      log.events.removeAll()
      log.evaluations.removeAll()
      warnings.removeAll()
      return details.isEmpty ? nil : Divergence(step: step, details: details)
    }

    if let divergence = compare(model.mount(), step: nil) { return divergence }
    for (index, step) in steps.enumerated() {
      let target = if case .write(let cell) = step { model.writeTarget(cell) } else { String?.none }
      guard let expected = model.apply(step) else { continue }
      if let target {
        guard let write = log.writers[target] else {
          return Divergence(step: index, details: ["no mounted cell \(target) to write"])
        }
        host.perform { write() }
      } else {
        host.perform { world.update(to: model.world) }
      }
      host.update()
      if let divergence = compare(expected, step: index) { return divergence }
    }
    return nil
  }

  /// The smallest case found that still diverges: steps after the failing one dropped,
  /// then single steps removed and the tree simplified while it still fails.
  @MainActor
  func shrunk(model: (TreeSpec) -> ReferenceModel = { ReferenceModel(tree: $0) }) -> DifferentialCase {
    func fails(_ candidate: DifferentialCase) -> Divergence? {
      candidate.divergence(model: model(candidate.tree))
    }
    guard let first = fails(self) else { return self }
    var current = DifferentialCase(tree: tree, steps: Array(steps.prefix((first.step ?? -1) + 1)))
    var attempts = 0
    var improved = true
    while improved && attempts < 5_000 {
      improved = false
      let fewerSteps = current.steps.indices.map { index in
        var steps = current.steps
        steps.remove(at: index)
        return DifferentialCase(tree: current.tree, steps: steps)
      }
      let simplerTrees = current.tree.simplifications.map { DifferentialCase(tree: $0, steps: current.steps) }
      for candidate in fewerSteps + simplerTrees {
        attempts += 1
        if fails(candidate) != nil {
          current = candidate
          improved = true
          break
        }
      }
    }
    return current
  }
}

extension Tag {
  /// Slow tests, off by default: `DIFFERENTIAL_CASES=10000 swift test --filter Differential`.
  @Tag static var long: Self
}

/// Runs `seeds` and records one issue per diverging seed, with the seed, the divergence and
/// the shrunk case.
///
/// Yields the main actor between cases: the cases are synchronous main-actor work, and
/// hundreds of them in a row (seconds under ThreadSanitizer) would starve tests running in
/// parallel whose `.task`s need the main actor within their timeouts.
@MainActor
private func check(
  seeds: some Sequence<UInt64>, sourceLocation: SourceLocation = #_sourceLocation
) async -> Int {
  var failures = 0
  for seed in seeds {
    await Task.yield()
    let testCase = DifferentialCase.random(seed: seed)
    guard let divergence = testCase.divergence() else { continue }
    failures += 1
    let small = testCase.shrunk()
    Issue.record(
      """
      ViewGraph and the reference model disagree on seed \(seed) \(divergence)
        rerun: DIFFERENTIAL_SEED=\(seed) swift test --filter Differential
        shrunk: \(small)
        which diverges \(small.divergence().map(\.description) ?? "no longer")
      """, sourceLocation: sourceLocation)
    if failures == 10 { break }
  }
  return failures
}

/// What the seeded cases exercise, counted on the model, so a run that agrees also says how
/// much it compared.
struct Coverage: CustomStringConvertible {
  var cases = 0
  var specs = 0
  var steps = 0
  var appeared = 0
  var disappeared = 0
  var evaluations = 0
  /// Cells whose non-zero count survived a step that changed the tree around them.
  var keptState = 0

  init(seeds: some Sequence<UInt64>) {
    for seed in seeds {
      let testCase = DifferentialCase.random(seed: seed)
      var model = ReferenceModel(tree: testCase.tree)
      cases += 1
      specs += testCase.tree.size
      _ = model.mount()
      for step in testCase.steps {
        guard let observation = model.apply(step) else { continue }
        steps += 1
        appeared += observation.appeared.count
        disappeared += observation.disappeared.count
        evaluations += observation.evaluations.count
        if !observation.appeared.isEmpty || !observation.disappeared.isEmpty {
          keptState += model.counts.values.filter { $0 > 0 }.count
        }
      }
    }
  }

  var description: String {
    "\(specs) views in \(cases) trees, \(steps) effective steps, \(appeared) appearances, "
      + "\(disappeared) disappearances, \(evaluations) body runs, \(keptState) non-zero states kept "
      + "across structural changes"
  }
}

@MainActor
@Suite("Differential: random trees against the reference model")
struct DifferentialTests {
  @Test(
    "S1, S10, S12, S13, S14, S23, S37, S47, S61: 300 random trees and update sequences agree with the model")
  func suiteCases() async {
    let environment = ProcessInfo.processInfo.environment
    let seeds: [UInt64] = environment["DIFFERENTIAL_SEED"].flatMap(UInt64.init).map { [$0] } ?? Array(1...300)
    #expect(await check(seeds: seeds) == 0)
  }

  @Test(
    "10,000 seeded cases (DIFFERENTIAL_CASES=10000)", .tags(.long),
    .enabled(if: ProcessInfo.processInfo.environment["DIFFERENTIAL_CASES"] != nil))
  func longRun() async {
    let count = ProcessInfo.processInfo.environment["DIFFERENTIAL_CASES"].flatMap(UInt64.init) ?? 10_000
    let start = ContinuousClock.now
    let failures = await check(seeds: 1...count)
    print("Differential: \(count) cases, \(failures) divergences, \(ContinuousClock.now - start)")
    print("Differential: exercised \(Coverage(seeds: 1...count))")
    #expect(failures == 0)
  }

  @Test("the comparison catches a model that forgets S10 and shrinks it to a small tree")
  func catchesABrokenModel() async {
    let broken: (TreeSpec) -> ReferenceModel = { ReferenceModel(tree: $0, forgetsBranchIdentity: true) }
    var failing: DifferentialCase?
    for seed in UInt64(1)...300 {
      await Task.yield()
      let candidate = DifferentialCase.random(seed: seed)
      if candidate.divergence(model: broken(candidate.tree)) != nil {
        failing = candidate
        break
      }
    }
    guard let failing else {
      Issue.record("no seed in 1...300 exercises a branch flip under a cell")
      return
    }
    let small = failing.shrunk(model: broken)
    #expect(small.divergence(model: broken(small.tree)) != nil)
    #expect(small.divergence() == nil, "the real model agrees on the shrunk case")
    #expect(small.tree.size <= 4, "shrunk to \(small)")
    #expect(small.steps.count <= 2, "shrunk to \(small)")
  }

  @Test("S61: an AnyView whose erased type changes is a new identity; the same type keeps it")
  func erasedType() {
    let testCase = DifferentialCase(
      tree: .erased(flag: 0, .cell), steps: [.write(0), .flip(1), .flip(0), .write(0), .flip(0)])
    #expect(testCase.divergence() == nil)
  }
}
