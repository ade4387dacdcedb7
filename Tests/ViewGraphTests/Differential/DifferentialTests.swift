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
  /// bodies ran, which group members appeared and went, which presentations ran their
  /// `onDismiss`, which tasks started and were cancelled, and whether any runtime warning
  /// was raised.
  @MainActor
  func divergence(model: ReferenceModel? = nil) async -> Divergence? {
    var model = model ?? ReferenceModel(tree: tree)
    let world = World(model.world)
    let log = DifferentialLog()
    var warnings: [String] = []
    let host = ViewHost(
      FocusRoot(tree: SpecView(spec: tree, label: "r", world: world, log: log)),
      warningHandler: { warnings.append($0.message) })
    defer {
      host.unmount()
      log.forgetViews()
      world.focus = nil
    }

    func events(_ prefixes: String...) -> [String] {
      log.events.filter { event in prefixes.contains { event.hasPrefix($0) } }
    }

    func compare(_ expected: ReferenceModel.Observation, step: Int?) async -> Divergence? {
      var details: [String] = []
      let texts = host.root.descendants.compactMap(\.text)
      if texts != expected.texts { details.append("on screen \(texts), expected \(expected.texts)") }
      let appeared = events("+r").map { String($0.dropFirst()) }
      let disappeared = events("-r").map { String($0.dropFirst()) }
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
      let groupEvents = events("G+", "G-").sorted()
      if groupEvents != expected.groupEvents {
        details.append("group members \(groupEvents), expected \(expected.groupEvents)")
      }
      let dismissals = events("D").sorted()
      if dismissals != expected.dismissals {
        details.append("onDismiss \(dismissals), expected \(expected.dismissals)")
      }
      // S48: tasks start and end asynchronously; give them the main actor until they have
      // done what the model expects (or long enough to show they will not).
      // A cancelled sleep resumes through another thread, so under load the wait is in
      // real time (2 s), not in turns; a case that agrees passes on its first turns.
      var taskEvents = events("T+", "T-").sorted()
      // Already diverged: no need to wait for the tasks to say so too (a shrinking run
      // compares thousands of failing candidates).
      let deadline = ContinuousClock.now + (details.isEmpty ? .seconds(2) : .zero)
      var turns = 0
      while taskEvents != expected.taskEvents && ContinuousClock.now < deadline {
        turns += 1
        if turns < 64 { await Task.yield() } else { try? await Task.sleep(for: .microseconds(200)) }
        taskEvents = events("T+", "T-").sorted()
      }
      if taskEvents != expected.taskEvents {
        details.append("tasks \(taskEvents), expected \(expected.taskEvents)")
      }
      // A task starts after its view appeared.
      for label in expected.appeared {
        if let start = log.events.firstIndex(of: "T+" + label),
          let appear = log.events.firstIndex(of: "+" + label), start < appear
        {
          details.append("\(label)'s task started before it appeared")
        }
      }
      if !warnings.isEmpty { details.append("runtime warnings \(warnings)") }
      log.events.removeAll()
      log.evaluations.removeAll()
      warnings.removeAll()
      return details.isEmpty ? nil : Divergence(step: step, details: details)
    }

    /// The action of an interaction, found the way the user would reach it (a cell's write,
    /// a dismiss, a tap on a field) before the step runs; or why there is none.
    func interaction(_ step: Step) -> (action: (@MainActor () -> Void)?, missing: String) {
      switch step {
      case .write(let cell):
        let target = model.writeTarget(cell) ?? "?"
        return (log.writers[target], "no mounted cell \(target) to write")
      case .writeAnimated(let cell):
        // S236: the write inside withAnimation is an update of its own.
        let target = model.writeTarget(cell) ?? "?"
        guard let write = log.writers[target] else { return (nil, "no mounted cell \(target) to write") }
        return (
          {
            write()
            withAnimation { write() }
          }, ""
        )
      case .dismiss:
        return (log.dismissers["sheet"], "no presented content to dismiss")
      case .pop:
        let top = model.topDestination.map { "push \($0)" } ?? "?"
        return (log.dismissers[top], "no destination \(top) to pop")
      case .focus(let index, let byTap):
        let target = model.focusTarget(index) ?? "?"
        if byTap {
          let field = host.root.descendants.first { $0.controlTitle == "field \(target)" }
          guard let focus = field?.control?.textInput?.focus else {
            return (nil, "no field \(target) to tap")
          }
          return ({ focus() }, "")
        }
        guard let set = log.setFocus else { return (nil, "no focus state") }
        return ({ set(target) }, "")
      case .unfocus:
        guard let set = log.setFocus else { return (nil, "no focus state") }
        return ({ set(nil) }, "")
      default:
        return (nil, "not an interaction")
      }
    }

    if let divergence = await compare(model.mount(), step: nil) { return divergence }
    for (index, step) in steps.enumerated() {
      // One step at a time on the main actor: tests running beside this one (their tasks
      // hop to it) wait for a step, not for a whole case, which under ThreadSanitizer is
      // long enough to run out their settle() timeouts.
      await Task.yield()
      let interaction = step.isInteraction ? interaction(step) : nil
      guard let expected = model.apply(step) else { continue }
      if let interaction {
        guard let action = interaction.action else {
          return Divergence(step: index, details: [interaction.missing])
        }
        host.perform { action() }
      } else if case .animated(let flag, let value) = step {
        // One action: a plain write, then one inside withAnimation (S236).
        host.perform {
          world.flags[flag].value = model.world.flags[flag]
          withAnimation { world.values[value].value = model.world.values[value] }
        }
      } else {
        host.perform { world.update(to: model.world) }
      }
      host.update()
      if let divergence = await compare(expected, step: index) { return divergence }
    }
    return nil
  }

  /// The smallest case found that still diverges: steps after the failing one dropped,
  /// then single steps removed and the tree simplified while it still fails.
  @MainActor
  func shrunk(
    model: (TreeSpec) -> ReferenceModel = { ReferenceModel(tree: $0) }
  ) async -> DifferentialCase {
    func fails(_ candidate: DifferentialCase) async -> Divergence? {
      await candidate.divergence(model: model(candidate.tree))
    }
    guard let first = await fails(self) else { return self }
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
        if await fails(candidate) != nil {
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
    guard let divergence = await testCase.divergence() else { continue }
    failures += 1
    let small = await testCase.shrunk()
    let smallDivergence = await small.divergence()
    Issue.record(
      """
      ViewGraph and the reference model disagree on seed \(seed) \(divergence)
        rerun: DIFFERENTIAL_SEED=\(seed) swift test --filter Differential
        shrunk: \(small)
        which diverges \(smallDivergence.map(\.description) ?? "no longer")
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
  var tally = ReferenceModel.Tally()
  var groupMemberEvents = 0
  var taskStarts = 0
  var taskCancellations = 0

  init(seeds: some Sequence<UInt64>) {
    for seed in seeds {
      let testCase = DifferentialCase.random(seed: seed)
      var model = ReferenceModel(tree: testCase.tree)
      cases += 1
      specs += testCase.tree.size
      let mounted = model.mount()
      taskStarts += mounted.taskEvents.count
      groupMemberEvents += mounted.groupEvents.count
      for step in testCase.steps {
        guard let observation = model.apply(step) else { continue }
        steps += 1
        tally.presentations += observation.tally.presentations
        tally.dismissals += observation.tally.dismissals
        tally.pushes += observation.tally.pushes
        tally.pops += observation.tally.pops
        tally.focusMoves += observation.tally.focusMoves
        tally.caseChanges += observation.tally.caseChanges
        tally.tabSwitches += observation.tally.tabSwitches
        tally.animatedUpdates += observation.tally.animatedUpdates
        groupMemberEvents += observation.groupEvents.count
        taskStarts += observation.taskEvents.filter { $0.hasPrefix("T+") }.count
        taskCancellations += observation.taskEvents.filter { $0.hasPrefix("T-") }.count
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
      + "across structural changes, \(tally.caseChanges) switch case changes, \(groupMemberEvents) group "
      + "member appearances and removals, \(tally.presentations) presentations, \(tally.dismissals) "
      + "onDismiss calls, \(tally.pushes) pushes, \(tally.pops) pops, \(tally.focusMoves) focus moves, "
      + "\(tally.tabSwitches) tab switches, \(tally.animatedUpdates) animated updates, "
      + "\(taskStarts) task starts, \(taskCancellations) task cancellations"
  }
}

@MainActor
@Suite("Differential: random trees against the reference model")
struct DifferentialTests {
  @Test(
    "S1, S10, S12, S13, S14, S23, S37, S47, S48, S52, S61, S64, S95, S96, S236, S237, S238: 120 random trees and update sequences agree with the model"
  )
  func suiteCases() async {
    let environment = ProcessInfo.processInfo.environment
    let suiteSeeds = Array(UInt64(1)...120)
    let seeds = environment["DIFFERENTIAL_SEED"].flatMap(UInt64.init).map { [$0] } ?? suiteSeeds
    #expect(await check(seeds: seeds) == 0)
    let coverage = Coverage(seeds: seeds)
    print("Differential: exercised \(coverage)")
    if seeds == suiteSeeds {
      // The generator reaches every kind of change the model states; a change to it that
      // stops producing one shows here rather than as a silent loss of coverage.
      #expect(coverage.tally.presentations > 0 && coverage.tally.dismissals > 0)
      #expect(coverage.tally.pushes > 0 && coverage.tally.pops > 0)
      #expect(coverage.tally.focusMoves > 0 && coverage.tally.caseChanges > 0)
      #expect(coverage.taskCancellations > 0 && coverage.groupMemberEvents > 0)
      #expect(coverage.tally.tabSwitches > 0 && coverage.tally.animatedUpdates > 0)
    }
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
      if await candidate.divergence(model: broken(candidate.tree)) != nil {
        failing = candidate
        break
      }
    }
    guard let failing else {
      Issue.record("no seed in 1...300 exercises a branch flip under a cell")
      return
    }
    let small = await failing.shrunk(model: broken)
    #expect(await small.divergence(model: broken(small.tree)) != nil)
    #expect(await small.divergence() == nil, "the real model agrees on the shrunk case")
    #expect(small.tree.size <= 4, "shrunk to \(small)")
    #expect(small.steps.count <= 2, "shrunk to \(small)")
  }

  @Test("S236: the comparison catches a model that folds a withAnimation write into the action's update")
  func catchesAMergedAnimatedUpdate() async {
    let testCase = DifferentialCase(tree: .stack([.cell, .text]), steps: [.writeAnimated(0)])
    let broken = ReferenceModel(tree: testCase.tree, mergesAnimatedUpdates: true)
    #expect(await testCase.divergence(model: broken) != nil)
    #expect(await testCase.divergence() == nil)
  }

  @Test("S61: an AnyView whose erased type changes is a new identity; the same type keeps it")
  func erasedType() async {
    let testCase = DifferentialCase(
      tree: .erased(flag: 0, .cell), steps: [.write(0), .flip(1), .flip(0), .write(0), .flip(0)])
    #expect(await testCase.divergence() == nil)
  }
}
