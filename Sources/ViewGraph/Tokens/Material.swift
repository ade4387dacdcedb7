/// A background blur, as a shape style (recorded, not drawn).
///
/// ```swift
/// .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
public struct Material: ShapeStyle, Hashable {
  let name: String
  public static let ultraThin = Material(name: "ultraThin")
  public static let thin = Material(name: "thin")
  public static let regular = Material(name: "regular")
  public static let thick = Material(name: "thick")
  public static let ultraThick = Material(name: "ultraThick")
  public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}
