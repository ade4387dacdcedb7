/// A piece of user interface, described by its `body`, exactly as in SwiftUI.
///
/// Write views the way you write them for SwiftUI; ViewGraph mounts them headlessly:
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
///
/// Views whose `Body` is `Never` are *primitive*: the graph knows how to mount them
/// (stacks, controls, modifiers). Every other view is *composite*: the graph evaluates its
/// `body` under observation tracking and mounts the result below it.
///
/// ## Isolation
///
/// As in SwiftUI, `View` and `body` are main-actor isolated, but the built-in views and
/// `ViewBuilder` are not: `Text`, `Color` or a `VStack` is a plain value that any code
/// can build, so a nonisolated enum can have a `@ViewBuilder var icon: some View`, and
/// `Color` can conform to `Codable`. That is why ViewGraph declares each built-in view's
/// `View` conformance in an extension, as SwiftUI's interface does: a conformance on the
/// type's declaration would make the whole type main-actor isolated.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View

  /// The content of this view; the graph re-evaluates it when a dependency changes.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Never.self) }
}

/// Called by the `body` of primitive views, which the graph never evaluates.
func primitiveBody<V>(_ type: V.Type) -> Never {
  fatalError("\(V.self) is a primitive view; ViewGraph mounts it without calling body.")
}
