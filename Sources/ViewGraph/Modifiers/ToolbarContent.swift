/// Content a toolbar holds: `ToolbarItem`, `ToolbarItemGroup`, or a type of the app that
/// composes them in its `body`, as a `View` composes views.
///
/// ViewGraph mounts toolbar content below the view it decorates, so the buttons of a
/// computed toolbar can be found and tapped like any other; a custom `ToolbarContent` keeps
/// its `@State` and reads the environment as a view does.
///
/// ```swift
/// var saveItem: some ToolbarContent {
///   ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
/// }
///
/// Form { … }.toolbar { saveItem }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The content this toolbar content is made of.
  associatedtype Body: ToolbarContent

  /// The composition of the items.
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content ViewGraph mounts directly: its items' views.
@MainActor protocol PrimitiveToolbarContent {
  var mountedView: AnyView { get }
}

/// Builds toolbar content from items, `if`/`else` and `switch`, as `ViewBuilder` builds views.
///
/// ViewGraph builds the items' views as it goes (an `if` becomes the same conditional
/// content a `ViewBuilder` makes), so toolbar content follows the identity rules of views.
@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(
    _ content: Content
  ) -> _ToolbarContentView<Content> {
    _ToolbarContentView(content: content)
  }

  /// A primitive's `body`, which is never called.
  public static func buildExpression(_ never: Never) -> Never {}

  // No empty `buildBlock()`, as SwiftUI has none: `.toolbar { }` (all of it under an
  // `#if os(…)` that is false) is then the view-builder overload, not an ambiguity.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<First: View, Second: View, each Rest: View>(
    _ first: First, _ second: Second, _ rest: repeat each Rest
  ) -> TupleView<(First, Second, repeat each Rest)> {
    ViewBuilder.buildBlock(first, second, repeat each rest)
  }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    ViewBuilder.buildEither(first: first)
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    ViewBuilder.buildEither(second: second)
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }

  public static func buildFinalResult(_ never: Never) -> Never {}

  public static func buildFinalResult<Content: View>(_ content: Content) -> _ToolbarItems<Content> {
    _ToolbarItems(content: content)
  }
}

/// What a `ToolbarContentBuilder` produces: the items' views, mounted in order.
public struct _ToolbarItems<Content: View> {
  let content: Content
}

extension _ToolbarItems: ToolbarContent {
  public var body: Never { primitiveBody(Self.self) }
}

extension _ToolbarItems: PrimitiveToolbarContent {
  var mountedView: AnyView { AnyView(content) }
}

/// Mounts toolbar content: an item's views, or a custom type's `body`, whose `@State` and
/// environment live in this view's node.
public struct _ToolbarContentView<Content: ToolbarContent> {
  var content: Content
}

extension _ToolbarContentView: BuiltInCompositeView {}

extension _ToolbarContentView: View {
  public var body: AnyView {
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.mountedView }
    return AnyView(_ToolbarContentView<Content.Body>(content: content.body))
  }
}

extension View {
  /// Adds computed toolbar content; ViewGraph mounts its items so their controls can be
  /// driven.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
  ///   if canSave { saveItem }
  /// }
  /// ```
  nonisolated public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> ModifiedContent<Self, _AttachedContentModifier<_ToolbarContentView<Content>>> {
    modifier(_AttachedContentModifier(attached: _ToolbarContentView(content: content()), slot: .toolbar))
  }
}
