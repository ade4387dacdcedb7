import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// Whether a test holds the fallback handler across its awaits.
@MainActor private var fallbackHandlerHeld = false

/// Which collector the running task belongs to: a warning is the collecting test's only when
/// the task that raised it is (the handler runs in the raising task, and child tasks inherit
/// the value).
private enum WarningCollector {
  @TaskLocal static var id: UUID?
}

/// The `notModelled` warnings `body` raised outside any host: a stand-in's call after an
/// `await` reaches the fallback handler, which this holds for one test at a time (tests of
/// other suites run in parallel). A warning another test raises meanwhile goes to the
/// handler that was there before, never into this test's list.
@MainActor
func collectingNotModelledWarnings(_ body: () async throws -> Void) async rethrows -> [RuntimeWarning] {
  while fallbackHandlerHeld { await Task.yield() }
  fallbackHandlerHeld = true
  var warnings: [RuntimeWarning] = []
  let previous = RuntimeWarning.fallbackHandler
  let id = UUID()
  RuntimeWarning.fallbackHandler = { warning in
    if WarningCollector.id == id { warnings.append(warning) } else { previous(warning) }
  }
  defer {
    RuntimeWarning.fallbackHandler = previous
    fallbackHandlerHeld = false
  }
  try await WarningCollector.$id.withValue(id) { try await body() }
  return warnings.filter { $0.kind == .notModelled }
}
