/// Flexible space in a stack (nothing to mount).
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: View, Equatable, Sendable {
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}
