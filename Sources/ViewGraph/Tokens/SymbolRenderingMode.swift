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
}
