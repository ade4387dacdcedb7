extension Color {
  /// A color that resolves through a custom style, in the environment where it is resolved
  /// (iOS 17).
  ///
  /// ```swift
  /// struct Dynamic: ShapeStyle, Hashable {
  ///   let light: Color, dark: Color
  ///   func resolve(in environment: EnvironmentValues) -> Color.Resolved {
  ///     (environment.colorScheme == .dark ? dark : light).resolve(in: environment)
  ///   }
  /// }
  /// let accent = Color(Dynamic(light: .blue, dark: .cyan))
  /// ```
  public nonisolated init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
    // A color of a color is that color: what it resolves to is already its own.
    if let plain = color as? Color {
      self = plain
      return
    }
    description = "\(color)"
    custom = CustomColor(color)
  }
}

/// The style behind `Color(_:)` of a custom style: compared by the style's own equality, and
/// resolved by its `resolve(in:)` each time the color is (S381).
final class CustomColor: Hashable, Sendable {
  // `AnyHashable` is not `Sendable`, but what it wraps is: a `ShapeStyle` is `Sendable`.
  nonisolated(unsafe) private let style: AnyHashable
  private let resolver: @Sendable (EnvironmentValues) -> Color.Resolved

  nonisolated init<T>(_ style: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
    self.style = AnyHashable(style)
    resolver = { style.resolve(in: $0) }
  }

  nonisolated func resolve(in environment: EnvironmentValues) -> Color.Resolved { resolver(environment) }

  nonisolated static func == (lhs: CustomColor, rhs: CustomColor) -> Bool { lhs.style == rhs.style }
  nonisolated func hash(into hasher: inout Hasher) { hasher.combine(style) }
}
