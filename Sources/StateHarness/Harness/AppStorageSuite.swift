import Foundation

/// A `UserDefaults` suite of its own for one harness, removed when the harness goes, so
/// `@AppStorage` writes in one test never reach another (or the developer's defaults).
final class AppStorageSuite: @unchecked Sendable {
  // Immutable after init; UserDefaults is thread-safe.
  let name = "StateHarness.\(UUID().uuidString)"
  let defaults: UserDefaults

  init() {
    defaults = UserDefaults(suiteName: name) ?? UserDefaults()
    defaults.removePersistentDomain(forName: name)
  }

  deinit { defaults.removePersistentDomain(forName: name) }
}
