/// A gradient whose colours come from a base colour, as `Color.gradient` gives; a shape style.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.blue.gradient)
/// ```
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
  let gradient: Gradient

  /// A gradient from `gradient`'s stops.
  public init(_ gradient: Gradient) { self.gradient = gradient }

  /// This gradient, interpolated in `space` (recorded).
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}

extension Gradient {
  /// The colour space a gradient is interpolated in.
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    public static let device = ColorSpace(name: "device")
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// This gradient, interpolated in `space` (recorded).
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(self) }
}

extension Color {
  /// A gradient from this colour, lighter at the top, as SwiftUI's standard gradient.
  public nonisolated var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [self, opacity(0.8)]))
  }
}
