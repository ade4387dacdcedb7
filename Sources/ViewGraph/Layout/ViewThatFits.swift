/// Shows the first of its children that fits. ViewGraph does no layout, so it mounts the
/// first child — the one that fits when there is room.
///
/// ```swift
/// ViewThatFits { Label("Download", systemImage: "arrow.down"); Image(systemName: "arrow.down") }
/// ```
public struct ViewThatFits<Content: View> {
  let content: Content
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ViewThatFits: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension ViewThatFits: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    if let tuple = content as? any FirstChildProviding {
      tuple.visitFirst(&visitor)
    } else {
      visitor.visit(content, key: .content)
    }
  }
}

/// A tuple of views that can mount only its first element.
@MainActor
protocol FirstChildProviding {
  func visitFirst(_ visitor: inout ChildVisitor)
}

extension TupleView: FirstChildProviding {
  func visitFirst(_ visitor: inout ChildVisitor) { pack.visitFirst(&visitor) }
}
