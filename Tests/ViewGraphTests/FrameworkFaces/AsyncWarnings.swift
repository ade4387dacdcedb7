import Testing
@_spi(Inspection) import ViewGraph

/// Whether a test holds the fallback handler across its awaits.
@MainActor private var fallbackHandlerHeld = false

/// The `notModelled` warnings raised outside any host while async `body` runs: a stand-in's
/// call after an `await` reaches the fallback handler, which this holds for one test at a
/// time (tests of other suites run in parallel). Others' warnings raised meanwhile are
/// filtered out.
@MainActor
func collectingNotModelledWarnings(_ body: () async throws -> Void) async rethrows -> [RuntimeWarning] {
  while fallbackHandlerHeld { await Task.yield() }
  fallbackHandlerHeld = true
  var warnings: [RuntimeWarning] = []
  let previous = RuntimeWarning.fallbackHandler
  RuntimeWarning.fallbackHandler = { warnings.append($0) }
  defer {
    RuntimeWarning.fallbackHandler = previous
    fallbackHandlerHeld = false
  }
  try await body()
  return warnings.filter { $0.kind == .notModelled }
}
