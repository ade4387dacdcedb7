/// How an SF Symbol's layers are coloured (recorded, not drawn).
///
/// ```swift
/// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
/// ```
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of an SF Symbol (`.fill`, `.circle`…), recorded.
public struct SymbolVariants: Hashable, Sendable {
  let name: String
  public static let none = SymbolVariants(name: "none")
  public static let fill = SymbolVariants(name: "fill")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let rectangle = SymbolVariants(name: "rectangle")
  public static let slash = SymbolVariants(name: "slash")

  /// This variant, filled: `.circle.fill`.
  public var fill: SymbolVariants { combined("fill") }
  /// This variant, in a circle: `.fill.circle`.
  public var circle: SymbolVariants { combined("circle") }
  /// This variant, in a square.
  public var square: SymbolVariants { combined("square") }
  /// This variant, in a rectangle.
  public var rectangle: SymbolVariants { combined("rectangle") }
  /// This variant, slashed.
  public var slash: SymbolVariants { combined("slash") }

  /// Whether this variant includes `other`: `.circle.fill` contains `.fill`.
  public func contains(_ other: SymbolVariants) -> Bool {
    Set(other.name.split(separator: ".")).isSubset(of: Set(name.split(separator: ".")))
  }

  private func combined(_ part: String) -> SymbolVariants {
    name == "none" ? SymbolVariants(name: part) : SymbolVariants(name: "\(name).\(part)")
  }
}
