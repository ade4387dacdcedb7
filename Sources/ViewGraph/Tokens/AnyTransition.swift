/// A view transition (not animated).
public struct AnyTransition: Sendable {
  let name: String
  public static let opacity = AnyTransition(name: "opacity")
  public static let slide = AnyTransition(name: "slide")
  public static let scale = AnyTransition(name: "scale")
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
}
