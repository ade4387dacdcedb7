import Foundation
import Observation

/// The settings a person edits. `@Observable`: SwiftUI tracks each property separately.
@Observable
final class AccountSettings {
  var displayName = ""
  var notificationsEnabled = true
  var theme = Theme.light

  /// Settings starting from the defaults the app bundles (`defaults.json`), or empty ones
  /// when the file is missing.
  static func withBundledDefaults(from bundle: Bundle = .module) -> AccountSettings {
    let settings = AccountSettings()
    guard let url = bundle.url(forResource: "defaults", withExtension: "json"),
      let data = try? Data(contentsOf: url),
      let defaults = try? JSONDecoder().decode(Defaults.self, from: data)
    else { return settings }
    settings.displayName = defaults.displayName
    settings.theme = Theme(rawValue: defaults.theme) ?? .light
    return settings
  }

  private struct Defaults: Decodable {
    let displayName: String
    let theme: String
  }
}
