/// A linear gradient; a shape style and a view.
///
/// ```swift
/// .background(LinearGradient(gradient: Gradient(colors: colors), startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: ShapeStyle, Hashable {
  public let gradient: Gradient
  public let startPoint: UnitPoint
  public let endPoint: UnitPoint

  public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

}

extension LinearGradient: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension LinearGradient: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}
