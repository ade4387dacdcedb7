// The accessibility settings SwiftUI reports to views: each has the value of an iPhone with
// the settings left as shipped. SwiftUI lets a view read them and not set them (the user's
// choice), except the Bold Text weight, which `.environment(\.legibilityWeight, …)` overrides.

private struct ReduceMotionKey: EnvironmentKey {
  static let defaultValue = false
}

private struct ReduceTransparencyKey: EnvironmentKey {
  static let defaultValue = false
}

private struct DifferentiateWithoutColorKey: EnvironmentKey {
  static let defaultValue = false
}

private struct InvertColorsKey: EnvironmentKey {
  static let defaultValue = false
}

private struct VoiceOverEnabledKey: EnvironmentKey {
  static let defaultValue = false
}

private struct SwitchControlEnabledKey: EnvironmentKey {
  static let defaultValue = false
}

private struct ShowButtonShapesKey: EnvironmentKey {
  static let defaultValue = false
}

private struct ColorSchemeContrastKey: EnvironmentKey {
  static let defaultValue = ColorSchemeContrast.standard
}

private struct LegibilityWeightKey: EnvironmentKey {
  static let defaultValue: LegibilityWeight? = .regular
}

extension EnvironmentValues {
  /// Whether Reduce Motion is on: false, as SwiftUI reports it with the setting off.
  ///
  /// ```swift
  /// @Environment(\.accessibilityReduceMotion) private var reduceMotion
  /// withAnimation(reduceMotion ? nil : .spring()) { isExpanded.toggle() }
  /// ```
  public internal(set) var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether Reduce Transparency is on: false, as SwiftUI reports it with the setting off.
  public internal(set) var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether Differentiate Without Color is on: false, as SwiftUI reports it with the setting off.
  public internal(set) var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether Smart or Classic Invert is on: false, as SwiftUI reports it with the setting off.
  public internal(set) var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }

  /// Whether VoiceOver is running: false, as SwiftUI reports it with the setting off.
  public internal(set) var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverEnabledKey.self] }
    set { self[VoiceOverEnabledKey.self] = newValue }
  }

  /// Whether Switch Control is running: false, as SwiftUI reports it with the setting off.
  public internal(set) var accessibilitySwitchControlEnabled: Bool {
    get { self[SwitchControlEnabledKey.self] }
    set { self[SwitchControlEnabledKey.self] = newValue }
  }

  /// Whether Button Shapes is on: false, as SwiftUI reports it with the setting off.
  public internal(set) var accessibilityShowButtonShapes: Bool {
    get { self[ShowButtonShapesKey.self] }
    set { self[ShowButtonShapesKey.self] = newValue }
  }

  /// `.standard`, as SwiftUI reports it with Increase Contrast off.
  public internal(set) var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }

  /// `.regular`, as with Bold Text off, unless set with `.environment(\.legibilityWeight, .bold)`.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}
