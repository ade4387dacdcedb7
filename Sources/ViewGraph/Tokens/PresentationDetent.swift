/// A sheet height.
public struct PresentationDetent: Sendable, Hashable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height(\(height))")
  }
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))")
  }
}
