import Foundation

/// A `UserDefaults` suite of its own for one harness, removed when the harness goes, so
/// `@AppStorage` writes in one test never reach another (or the developer's defaults).
final class AppStorageSuite: @unchecked Sendable {
  // Immutable after init; UserDefaults is thread-safe.
  let name = "StateHarness.\(UUID().uuidString)"
  let defaults: UserDefaults

  init() {
    // The name is new (a UUID), so the suite starts empty: no domain to remove first
    // (removing one reads every domain's values, ~220 K instructions per harness).
    defaults = UserDefaults(suiteName: name) ?? UserDefaults()
  }

  deinit { defaults.removePersistentDomain(forName: name) }
}
