/// Flexible space in a stack (nothing to mount).
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: Equatable, Sendable {
  /// The length the spacer keeps at least along its stack's axis; nil for the system spacing.
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
  static var isLeaf: Bool { true }
}
