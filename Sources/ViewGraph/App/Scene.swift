/// Part of an app's user interface: a window group, a settings window, or a composition
/// of them. ViewGraph mounts the first window's content; the other scenes type-check.
///
/// ```swift
/// struct MainScene: Scene {
///   var body: some Scene {
///     WindowGroup { ContentView() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene's body returns.
  associatedtype Body: Scene

  /// The content of this scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// Scenes ViewGraph knows how to open: their windows' content, in order.
@MainActor
protocol PrimitiveScene {
  var windows: [AnyView] { get }
}

extension Scene {
  /// The content of the first window this scene opens, with the scene's modifiers applied.
  var _firstWindow: AnyView? { _windows.first }

  var _windows: [AnyView] {
    if let primitive = self as? any PrimitiveScene { return primitive.windows }
    if Body.self == Never.self { return [] }
    return body._windows
  }
}

func primitiveSceneBody<S>(_: S.Type) -> Never {
  fatalError("\(S.self) is a primitive scene; ViewGraph opens it without calling body.")
}

/// The result builder of `App.body` and `Scene.body`.
@resultBuilder
public enum SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
    var scenes: [any Scene] = []
    for scene in repeat each content { scenes.append(scene) }
    return _TupleScene(scenes: scenes)
  }
  public static func buildOptional<Content: Scene>(_ content: Content?) -> _TupleScene {
    _TupleScene(scenes: content.map { [$0] } ?? [])
  }
  public static func buildEither<Content: Scene>(first: Content) -> _TupleScene {
    _TupleScene(scenes: [first])
  }
  public static func buildEither<Content: Scene>(second: Content) -> _TupleScene {
    _TupleScene(scenes: [second])
  }
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _TupleScene {
    _TupleScene(scenes: [content])
  }
}

/// Several scenes declared together.
public struct _TupleScene {
  let scenes: [any Scene]
}

extension _TupleScene: Scene, PrimitiveScene {
  public var body: Never { primitiveSceneBody(Self.self) }
  var windows: [AnyView] { scenes.flatMap { $0._windows } }
}
