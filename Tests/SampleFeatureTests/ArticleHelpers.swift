import SampleFeature
import StateHarness
import Testing
@_spi(Inspection) import ViewGraph

// The article's per-project helpers, as one-line extensions on the library's API.

extension ParentHarness {
  /// The `SettingsStore` the mounted screen owns.
  func installedStore() -> SettingsStore? { installed(SettingsStore.self) }

  /// The `SettingsStore` the mounted view holds, however it holds it.
  func installedModel() -> SettingsStore? { installed(SettingsStore.self) }
}

extension ThemedHarness where Value == Theme, Content == SettingsScreen {
  /// The settings screen under a theme the test controls.
  convenience init(theme: Theme) {
    self.init(\.theme, theme) { SettingsScreen() }
  }
}
