// Measures what StateHarness costs against evaluating the same bodies directly.
//
//   swift run -c release stateharness-bench
//
// Prints a table, then one machine-readable line per figure: `figure: NAME=VALUE`.
//
//   swift run -c release stateharness-bench callgrind   # instructions per row (valgrind)
//   valgrind --tool=callgrind .build/release/stateharness-bench profile mount 2000
//   scripts/measure-edit-test-loop   # the example app's edit→test loop (drives swift build)
// Times are medians of repeated runs in this one process; compare ratios, not
// absolute times, across machines.

import StateHarness
import Testing  // for the harness calls' #_sourceLocation defaults
@_spi(Inspection) import ViewGraph

@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Median wall time of `body` in milliseconds over `repeats` runs (after one warm-up).
@MainActor
func median(repeats: Int, _ body: () -> Void) -> Double {
  body()
  var samples: [Double] = []
  for _ in 0..<repeats {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
  }
  return samples.sorted()[samples.count / 2]
}

/// Median wall time in milliseconds of making what `make` returns, over `repeats` runs
/// (after one warm-up). What it made is released after the clock stopped, so a mount and
/// its floors are timed alike, without their teardown (`medianRelease` times that).
@MainActor
func medianMaking<T>(repeats: Int, _ make: () -> T) -> Double {
  var samples: [Double] = []
  for run in 0...repeats {
    let start = ContinuousClock.now
    let value = make()
    let elapsed = ContinuousClock.now - start
    withExtendedLifetime(value) {}
    if run > 0 { samples.append(milliseconds(elapsed)) }
  }
  return samples.sorted()[samples.count / 2]
}

/// Median wall time in milliseconds of releasing what `make` returns (made off the clock).
@MainActor
func medianRelease<T>(repeats: Int, _ make: () -> T) -> Double {
  var samples: [Double] = []
  for run in 0...repeats {
    var value: T? = make()
    blackHole(value)
    let start = ContinuousClock.now
    value = nil
    let elapsed = ContinuousClock.now - start
    blackHole(value)
    if run > 0 { samples.append(milliseconds(elapsed)) }
  }
  return samples.sorted()[samples.count / 2]
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
}

/// What the floors build: each row struct and its body's views, kept until the caller
/// drops them, as a mount keeps its nodes' values.
struct FloorValues<Body> {
  var rows: [Row]
  var bodies: [Body]
}

/// The floor: build the same row structs and their bodies, with no runtime.
@MainActor
func bareBodies(_ models: [RowModel]) -> some Any { rowBodies(models, tracked: false) }

/// The floor of any runtime that tracks `@Observable` reads exactly, as SwiftUI does: the
/// same bodies, each run inside `withObservationTracking`, and nothing else.
@MainActor
func observedBodies(_ models: [RowModel]) -> some Any { rowBodies(models, tracked: true) }

/// Builds each row struct and the views its body builds, from plain values, and returns
/// them: like a mount (whose nodes keep their values), the floors keep what they built, so
/// neither side's figure includes freeing it.
@MainActor
func rowBodies(_ models: [RowModel], tracked: Bool) -> some Any {
  func body(_ model: RowModel) -> some View {
    Row.content(
      title: model.title, score: model.score, taps: 0, isSelected: model.id == 0, tint: 3)
  }
  return floorValues(models, tracked: tracked, body)
}

/// The Observation floor freeing each row's values as soon as it made them: the figure the
/// mount with its teardown is compared with (`profile observed-teardown`).
@MainActor
func observedBodiesFreedAsMade(_ models: [RowModel]) {
  let selection = Binding.constant(0)
  for model in models {
    blackHole(Row(model: model, selection: selection))
    func body() -> some View {
      Row.content(
        title: model.title, score: model.score, taps: 0, isSelected: model.id == 0, tint: 3)
    }
    blackHole(withObservationTracking(body, onChange: {}))
  }
}

@MainActor
@inline(__always)
func floorValues<Body>(
  _ models: [RowModel], tracked: Bool, _ body: (RowModel) -> Body
) -> FloorValues<Body> {
  let selection = Binding.constant(0)
  var values = FloorValues<Body>(rows: [], bodies: [])
  values.rows.reserveCapacity(models.count)
  values.bodies.reserveCapacity(models.count)
  for model in models {
    values.rows.append(Row(model: model, selection: selection))
    values.bodies.append(tracked ? withObservationTracking({ body(model) }, onChange: {}) : body(model))
  }
  return values
}

/// The process's resident memory in bytes (Linux; 0 elsewhere). Read around a first mount
/// in a fresh process, its growth is what the mounted tree occupies.
func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

struct Figures {
  var bare = 0.0
  var observed = 0.0
  var graphMount = 0.0
  var graphReRender = 0.0
  var harnessMount = 0.0
  /// Releasing a mounted harness (its host's teardown), timed apart from the mount.
  var harnessTeardown = 0.0
  var harnessReRender = 0.0
  var incremental = 0.0
  var incrementalBodies = 0
  var rule = 0.0
}

@MainActor
func measure(rows: Int, repeats: Int) -> Figures {
  let models = (0..<rows).map(RowModel.init)
  var figures = Figures()

  figures.bare = medianMaking(repeats: repeats) { bareBodies(models) }
  // Models of its own: the observers it leaves behind must not weigh on the runs below.
  let observedModels = (0..<rows).map(RowModel.init)
  figures.observed = medianMaking(repeats: repeats) { observedBodies(observedModels) }

  figures.graphMount = medianMaking(repeats: repeats) { ViewHost(ListScreen(models: models)) }
  let host = ViewHost(ListScreen(models: models))
  figures.graphReRender = median(repeats: repeats) {
    for _ in 0..<3 {
      host.invalidate(host.root)
      host.update()
    }
  }

  figures.harnessMount = medianMaking(repeats: repeats) {
    ParentHarness(runtimeWarnings: .collect) { ListScreen(models: models) }
  }
  figures.harnessTeardown = medianRelease(repeats: repeats) {
    ParentHarness(runtimeWarnings: .collect) { ListScreen(models: models) }
  }
  let harness = ParentHarness(runtimeWarnings: .collect) { ListScreen(models: models) }
  figures.harnessReRender = median(repeats: repeats) {
    for _ in 0..<3 { harness.reRender() }
  }

  // One write read by one row, then a query.
  var round = 0
  let before = harness.bodyEvaluations(of: Row.self)
  figures.incremental = median(repeats: repeats) {
    round += 1
    models[rows / 2].title = "Edited \(round)"
    blackHole(harness.bodyEvaluations(of: Row.self))
  }
  figures.incrementalBodies = (harness.bodyEvaluations(of: Row.self) - before) / (repeats + 1)

  figures.rule = median(repeats: repeats) {
    let harness = ParentHarness(runtimeWarnings: .collect) { ListScreen(models: models) }
    blackHole(harness.checkStateOwnsTheModel(of: ListStore.self, reRenders: 2))
  }
  return figures
}

/// What a profile run made, kept until the process exits (which frees nothing), so that no
/// mode's count includes freeing what it measured: the floors keep their values and models,
/// a mount its host. The `…-teardown` modes release them, for those figures.
nonisolated(unsafe) var keptUntilExit: [Any] = []

/// `stateharness-bench profile MODE N`: runs one piece of work on N rows a few times, for a
/// profiler (`valgrind --tool=callgrind`), without the rest of the run. `setup` only makes
/// the models, so its count is what the other modes' counts include besides their work.
@MainActor
func profile(_ mode: String, rows: Int) -> Bool {
  let models = (0..<rows).map(RowModel.init)
  switch mode {
  case "setup":
    blackHole(models)
  case "memory":
    let before = residentBytes()
    let host = ViewHost(ListScreen(models: models))
    let after = residentBytes()
    print("bytes per row: \((after - before) / rows)")
    blackHole(host)
  case "memory-observed":
    // The same for the Observation floor: its values and the registrations it leaves.
    let before = residentBytes()
    let values = observedBodies(models)
    let after = residentBytes()
    print("bytes per row: \((after - before) / rows)")
    blackHole(values)
  case "bare":
    for _ in 0..<3 { keptUntilExit.append(bareBodies(models)) }
  case "observed":
    for _ in 0..<3 { keptUntilExit.append(observedBodies(models)) }
  case "observed-teardown":
    // The floor as it was measured before the floors kept their values: each row's values
    // freed as soon as they are made, and (at the end) the models and what they hold.
    for _ in 0..<3 { observedBodiesFreedAsMade(models) }
    return true
  case "mount":
    for _ in 0..<3 { keptUntilExit.append(ViewHost(ListScreen(models: models))) }
  case "mount-teardown":
    // A mount, then the host's teardown and (at the end) freeing the models.
    for _ in 0..<3 { blackHole(ViewHost(ListScreen(models: models))) }
    return true
  case "screen":
    // N rule tests on the screen-shaped view (ScreenBenchmark.swift).
    for _ in 0..<rows { screenRuleTest() }
  case "suite":
    // N tests of the suite over 50 screens (SuiteBenchmark.swift).
    let run = runSuite(tests: rows)
    guard run.failures == 0 else {
      print("suite: \(run.failures) of \(run.tests) tests failed")
      return false
    }
  case "rerender":
    let host = ViewHost(ListScreen(models: models))
    for _ in 0..<3 {
      host.invalidate(host.root)
      host.update()
    }
    keptUntilExit.append(host)
  default:
    return false
  }
  keptUntilExit.append(models)
  return true
}

/// Runs this executable again with `arguments` (under `launcher` when given) and returns
/// what it printed, standard error included; nil when it could not run or failed.
func runSelf(_ arguments: [String], under launcher: [String] = []) -> String? {
  let process = Process()
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
  if let tool = launcher.first {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + launcher.dropFirst() + [executable] + arguments
  } else {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
  }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  guard (try? process.run()) != nil else { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return String(decoding: data, as: UTF8.self)
}

/// Bytes per mounted row: a first mount of 10k rows in a fresh process, resident growth
/// (`mode` `memory-observed`: the Observation floor's values for 10k rows instead).
func bytesPerRow(_ mode: String = "memory") -> Int? {
  runSelf(["profile", mode, "10000"]).flatMap { output in
    output.split(separator: "\n").lazy.compactMap { line in
      line.hasPrefix("bytes per row: ") ? Int(line.dropFirst("bytes per row: ".count)) : nil
    }.first
  }
}

/// `stateharness-bench callgrind`: instructions per row of each profile mode, counted by
/// `valgrind --tool=callgrind` (stable on noisy machines, where times are not). Each mode
/// runs at 1,000 and 3,000 rows; the difference over 2,000 rows × 3 runs leaves out
/// start-up and first-use costs.
func callgrindFigures() -> Bool {
  func instructions(_ mode: String, rows: Int) -> Double? {
    let output = runSelf(
      ["profile", mode, String(rows)],
      under: ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"])
    guard let line = output?.split(separator: "\n").first(where: { $0.contains("Collected :") }),
      let count = line.split(separator: " ").last.flatMap({ Double($0) })
    else { return nil }
    return count
  }
  var perRow: [String: Double] = [:]
  // `screen` counts rule tests rather than rows: 10 and 30 of them.
  guard let fewTests = instructions("screen", rows: 10), let moreTests = instructions("screen", rows: 30)
  else {
    print("callgrind: valgrind could not run `profile screen`; is valgrind installed?")
    return false
  }
  for mode in ["bare", "observed", "mount", "rerender", "observed-teardown", "mount-teardown"] {
    guard let small = instructions(mode, rows: 1_000), let large = instructions(mode, rows: 3_000)
    else {
      print("callgrind: valgrind could not run `profile \(mode)`; is valgrind installed?")
      return false
    }
    perRow[mode] = (large - small) / 6_000
  }
  // `rerender` mounts once, then re-renders 3 times: take the mount out.
  let rerender = (perRow["rerender"]! * 3 - perRow["mount"]!) / 3
  let figures: [(String, Double)] = [
    ("instructions_per_row_bare", perRow["bare"]!),
    ("instructions_per_row_observed_bodies", perRow["observed"]!),
    ("instructions_per_row_mount", perRow["mount"]!),
    ("instructions_per_row_rerender_unchanged", rerender),
    ("instructions_mount_over_bare", perRow["mount"]! / perRow["bare"]!),
    ("instructions_observed_bodies_over_bare", perRow["observed"]! / perRow["bare"]!),
    ("instructions_rerender_unchanged_over_bare", rerender / perRow["bare"]!),
    ("instructions_mount_over_observed_bodies", perRow["mount"]! / perRow["observed"]!),
    ("instructions_per_screen_rule_test", (moreTests - fewTests) / 20),
    // Freeing what a mount made, counted apart: the host's teardown and the models (with
    // the registrations it left). And the figures as measured before the mount and its
    // floor kept what they made: the mount with its teardown, over the floor freeing its
    // values as it makes them (and the models at the end).
    ("instructions_per_row_teardown", perRow["mount-teardown"]! - perRow["mount"]!),
    ("instructions_per_row_mount_and_teardown", perRow["mount-teardown"]!),
    ("instructions_per_row_observed_bodies_freed_as_made", perRow["observed-teardown"]!),
    (
      "instructions_mount_with_teardown_over_observed_bodies_freed",
      perRow["mount-teardown"]! / perRow["observed-teardown"]!
    ),
  ]
  for (name, value) in figures {
    print("figure: \(name)=\(String(format: "%.4g", value))")
  }
  return true
}

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "profile", let rows = Int(arguments[3]) {
  let known = MainActor.assumeIsolated { profile(arguments[2], rows: rows) }
  exit(known ? 0 : 2)
}
if arguments.count == 2, arguments[1] == "callgrind" {
  exit(callgrindFigures() ? 0 : 1)
}

MainActor.assumeIsolated {
  // One rule test on a real screen's shape (ScreenBenchmark.swift), what a user waits for
  // per test; measured first, before the large mounts fragment the heap.
  let screenRule = median(repeats: 21) { screenRuleTest() }
  // A suite of 1,000 tests over 50 screens, once, first uses included, as `swift test` runs
  // it; a failed test makes its figures meaningless, so the run stops.
  let suite = runSuite(tests: 1_000)
  guard suite.failures == 0 else {
    print("suite: \(suite.failures) of \(suite.tests) tests failed")
    exit(1)
  }
  let small = measure(rows: 1_000, repeats: 9)
  let large = measure(rows: 10_000, repeats: 5)

  func row(_ name: String, _ a: Double, _ b: Double) -> String {
    name.padding(toLength: 34, withPad: " ", startingAt: 0)
      + String(format: "%12.3f %12.3f", a, b)
  }
  print("StateHarness benchmark (median ms)        1k rows    10k rows")
  print(row("bare bodies (floor)", small.bare, large.bare))
  print(row("bodies under Observation tracking", small.observed, large.observed))
  print(row("ViewGraph mount", small.graphMount, large.graphMount))
  print(row("ViewGraph re-render ×3", small.graphReRender, large.graphReRender))
  print(row("ParentHarness mount", small.harnessMount, large.harnessMount))
  print(row("ParentHarness teardown", small.harnessTeardown, large.harnessTeardown))
  print(row("ParentHarness re-render ×3", small.harnessReRender, large.harnessReRender))
  print(row("incremental (1 write + query)", small.incremental, large.incremental))
  print(row("rule (mount, 2 re-renders, compare)", small.rule, large.rule))
  print(
    "rule test on a 20-row screen (navigation, sheet, environment model): "
      + String(format: "%.3f ms", screenRule))
  print(
    "suite of \(suite.tests) tests over 50 screens: "
      + String(
        format: "%.0f ms, %.3f ms a test", suite.milliseconds, suite.milliseconds / Double(suite.tests)))
  print("incremental body evaluations: \(small.incrementalBodies) (1k), \(large.incrementalBodies) (10k)")

  let figures: [(String, Double)] = [
    ("harness_over_bare_10k", large.harnessMount / large.bare),
    ("observed_bodies_over_bare_10k", large.observed / large.bare),
    ("harness_over_observed_bodies_10k", large.harnessMount / large.observed),
    ("graph_over_bare_10k", large.graphMount / large.bare),
    ("incremental_over_mount_10k", large.incremental / large.harnessMount),
    ("incremental_body_evaluations_10k", Double(large.incrementalBodies)),
    ("growth_10k_over_1k", large.harnessMount / small.harnessMount),
    ("teardown_over_mount_10k", large.harnessTeardown / large.harnessMount),
    ("rerender_unchanged_over_bare_10k", large.graphReRender / 3 / large.bare),
    ("rerender3_over_mount_10k", large.harnessReRender / large.harnessMount),
    ("rule_ms_1k", small.rule),
    ("rule_ms_10k", large.rule),
    ("screen_rule_test_ms", screenRule),
    ("suite_1000_tests_ms", suite.milliseconds),
    ("suite_ms_per_test", suite.milliseconds / Double(suite.tests)),
  ]
  for (name, value) in figures {
    print("figure: \(name)=\(String(format: "%.4g", value))")
  }
  if let bytes = bytesPerRow() { print("figure: bytes_per_row_10k=\(bytes)") }
  if let bytes = bytesPerRow("memory-observed") {
    print("figure: bytes_per_row_observed_bodies_10k=\(bytes)")
  }
}
