/// The result builder behind `body` and every `@ViewBuilder` closure, as in SwiftUI.
///
/// Blocks of any arity become a ``TupleView``; `if`/`else` and `switch` become
/// `_ConditionalContent`, whose branches have distinct identities; a lone `if` becomes an
/// `Optional` view.
///
/// ```swift
/// @ViewBuilder var content: some View {
///   Text("Title")
///   if showsDetail { Text("Detail") } else { EmptyView() }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView(pack: ViewPack(repeat each content))
  }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
