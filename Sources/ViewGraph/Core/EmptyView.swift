/// A view that shows nothing and mounts no children.
///
/// ```swift
/// var body: some View { if isHidden { EmptyView() } else { Text("Shown") } }
/// ```
public struct EmptyView: Equatable, Sendable {
  public init() {}
}

extension EmptyView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}

// A group member that is nothing takes no modifiers (S52).
extension EmptyView: MemberList {}
