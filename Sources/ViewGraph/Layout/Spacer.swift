/// Flexible space in a stack (nothing to mount).
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: Equatable, Sendable {
  public init(minLength: CGFloat? = nil) {}
}

extension Spacer: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
  static var isLeaf: Bool { true }
}
