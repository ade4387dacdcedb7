/// A view transition: recorded by name, not animated (ViewGraph inserts and removes views
/// at once).
///
/// ```swift
/// .transition(.asymmetric(insertion: .scale, removal: .opacity.combined(with: .slide)))
/// ```
public struct AnyTransition: Sendable {
  let name: String

  public static let opacity = AnyTransition(name: "opacity")
  public static let slide = AnyTransition(name: "slide")
  public static let scale = AnyTransition(name: "scale")
  public static var identity: AnyTransition { AnyTransition(name: "identity") }

  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(name: "offset(\(offset.width), \(offset.height))")
  }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition(name: "offset(\(x), \(y))")
  }
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(name: "scale(\(scale))")
  }

  /// A transition between two states of a modifier (recorded by the modifier's type).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(name: "modifier(\(E.self))")
  }

  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
  }

  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(name: "\(name)+\(other.name)")
  }

  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
