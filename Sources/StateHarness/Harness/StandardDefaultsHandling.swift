import Foundation

/// What a harness does with `UserDefaults.standard` when it is created.
///
/// `@AppStorage` without a `store:` gets a fresh suite per harness (``Harness/appStorage``),
/// but an app that saves to `UserDefaults.standard` directly would share it across tests:
/// one test's saved habits would be the next one's starting data. So each harness starts
/// from empty standard defaults, as a freshly installed app does.
///
/// ```swift
/// @Suite(.stateHarness(standardDefaults: .shared))   // keep what earlier tests saved
/// @MainActor struct OnboardingTests { … }
/// ```
///
/// Tests run in parallel share one process: a test that reads back from
/// `UserDefaults.standard` what it saved before a harness of another test was created can
/// see it gone. Keep such tests in one `.serialized` suite, or inject the defaults.
public enum StandardDefaultsHandling: Sendable, Equatable {
  /// Remove every key the app saved in `UserDefaults.standard` (its registered defaults
  /// stay) when a harness is created. The default.
  case fresh
  /// Leave `UserDefaults.standard` as the earlier tests left it.
  case shared

  /// Empties what the app saved in `UserDefaults.standard`: each key it holds, removed from
  /// the app's domain; values from `register(defaults:)` are kept, as on a fresh install.
  static func emptyStandardDefaults() {
    let defaults = UserDefaults.standard
    for key in defaults.dictionaryRepresentation().keys { defaults.removeObject(forKey: key) }
  }
}
