/// A separator line (nothing to mount).
///
/// ```swift
/// VStack { Text("Above"); Divider(); Text("Below") }
/// ```
public struct Divider: Equatable, Sendable {
  public init() {}
}

extension Divider: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Divider: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}
