/// A type that places the children of a `_VariadicView.Tree`'s content.
///
/// ```swift
/// struct Reversed: _VariadicView_MultiViewRoot {
///   func body(children: _VariadicView.Children) -> some View {
///     ForEach(children.reversed()) { $0 }
///   }
/// }
/// ```
public protocol _VariadicView_Root {}

/// A root whose `_VariadicView.Tree` is a view: its body places the children (S190).
///
/// ```swift
/// struct DividedLayout: _VariadicView_MultiViewRoot {
///   func body(children: _VariadicView.Children) -> some View {
///     ForEach(children) { child in
///       child
///       if child.id != children.last?.id { Divider() }
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
  /// The view the root makes of the children.
  associatedtype Body: View
  /// The view the root makes of `children`.
  @ViewBuilder @MainActor @preconcurrency func body(children: _VariadicView.Children) -> Self.Body
}

extension _VariadicView_ViewRoot where Self.Body == Never {
  /// A root with no body of its own is the runtime's.
  public func body(children: _VariadicView.Children) -> Never { primitiveBody(Self.self) }
}

/// A root whose tree is one view: an enclosing container reads it as a single subview.
///
/// ```swift
/// struct Card: _VariadicView_UnaryViewRoot {
///   func body(children: _VariadicView.Children) -> some View { VStack { children } }
/// }
/// ```
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose tree is the views its body makes: an enclosing container reads each of
/// them as a subview (S190).
///
/// ```swift
/// struct DividedLayout: _VariadicView_MultiViewRoot {
///   func body(children: _VariadicView.Children) -> some View {
///     ForEach(children) { child in child; Divider() }
///   }
/// }
/// ```
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}
