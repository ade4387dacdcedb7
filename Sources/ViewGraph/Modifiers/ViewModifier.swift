/// A reusable change to a view, with a `body(content:)`, as in SwiftUI. A modifier may
/// hold `@State`; it lives with the identity of the view it modifies.
///
/// ```swift
/// struct Highlight: ViewModifier {
///   @State private var isOn = false
///   func body(content: Content) -> some View {
///     content.onTapGesture { isOn.toggle() }
///   }
/// }
/// Text("Hi").modifier(Highlight())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier wraps, as `content` inside `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  let content: AnyView
}

extension _ViewModifier_Content: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

// SwiftUI's modifiers are `nonisolated` (`nonisolated func padding(_:)`), so a helper outside
// the main actor (a static function of a nested enum) builds views with them, and a closure
// it hands to `overlay { }` does not cross into the main actor ("sending … risks causing data
// races" in Swift 6 mode). ViewGraph's are too; the modifier types they make declare
// `ViewModifier` in an extension, since on the declaration the protocol's main actor would
// isolate the type and its initializer. Those that hand a closure or value to a type isolated
// to the main actor (drag and drop, file dialogs, `onReceive`, `onPreferenceChange`,
// `transition`, `glassEffect`) stay main-actor isolated for now: 26 of about 520.
extension View {
  /// Applies a modifier to this view.
  nonisolated public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Evaluates a user modifier's `body(content:)`. The modifier is a field, so its `@State`
/// is installed into this node like any view's.
struct ModifierBody<Modifier: ViewModifier, Content: View>: View, _GraphInternalView {
  let modifier: Modifier
  let content: Content

  var body: Modifier.Body {
    modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
  }
}
