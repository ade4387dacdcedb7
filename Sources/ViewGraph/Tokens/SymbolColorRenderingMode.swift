/// How the layers of a symbol image are filled (iOS 26): with a solid colour or a gradient.
/// Recorded, as nothing is drawn.
///
/// ```swift
/// Image(systemName: "flame.fill").symbolColorRenderingMode(.gradient)
/// ```
public struct SymbolColorRenderingMode: Equatable, Sendable {
  let name: String
  /// Each layer is filled with a solid colour.
  public static let flat = SymbolColorRenderingMode(name: "flat")
  /// Each layer is filled with an axial gradient.
  public static let gradient = SymbolColorRenderingMode(name: "gradient")
}
