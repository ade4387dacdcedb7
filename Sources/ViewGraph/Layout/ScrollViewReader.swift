/// Gives its content a proxy to scroll to a view by id. ViewGraph does not scroll; the
/// proxy records the last id asked for.
///
/// ```swift
/// ScrollViewReader { proxy in
///   List(messages) { MessageRow(message: $0) }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View> {
  let content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
}

extension ScrollViewReader: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension ScrollViewReader: PrimitiveView {
  static var runsUserCode: Bool { true }
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(content(ScrollViewProxy()), key: .content)
  }
}

/// Scrolls a `ScrollViewReader`'s content (recorded, not performed).
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
