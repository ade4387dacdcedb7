import SwiftUI

/// The app's colour scheme. A model type that names SwiftUI's `Color`, as most apps' do.
enum Theme: String, CaseIterable, Sendable {
  case light, dark

  var tint: Color { self == .light ? .blue : .orange }
}

extension EnvironmentValues {
  /// The theme the screens below are drawn in.
  @Entry var appTheme: Theme = .light
}
