/// A scene with a modifier applied to its windows' content (an environment injection) or
/// recorded (a window style, a default size, commands).
public struct _ModifiedScene<Content: Scene> {
  let content: Content
  let transform: @MainActor (AnyView) -> AnyView
}

extension _ModifiedScene: Scene, PrimitiveScene {
  public var body: Never { primitiveSceneBody(Self.self) }
  var windows: [AnyView] { content._windows.map(transform) }
}

extension Scene {
  /// Package-wide so that stand-ins above ViewGraph (SwiftData's `.modelContainer`) can
  /// wrap every window too.
  package func modifyingWindows(
    _ transform: @escaping @MainActor (AnyView) -> AnyView
  ) -> _ModifiedScene<Self> {
    _ModifiedScene(content: self, transform: transform)
  }

  func recorded() -> _ModifiedScene<Self> { modifyingWindows { $0 } }

  /// Sets an environment value for every window of this scene.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.environment(\.locale, Locale(identifier: "fr"))
  /// ```
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _ModifiedScene<
    Self
  > {
    nonisolated(unsafe) let value = value
    return modifyingWindows { AnyView($0.environment(keyPath, value)) }
  }

  /// Places an `@Observable` model in every window's environment.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> _ModifiedScene<Self> {
    nonisolated(unsafe) let object = object
    return modifyingWindows { AnyView($0.environment(object)) }
  }

  /// Places an `ObservableObject` in every window's environment.
  public func environmentObject<T: ObservableObject>(_ object: T) -> _ModifiedScene<Self> {
    nonisolated(unsafe) let object = object
    return modifyingWindows { AnyView($0.environmentObject(object)) }
  }

  /// Adds menu commands (type-checks; recorded).
  public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> _ModifiedScene<Self> { recorded() }

  public func defaultSize(width: CGFloat, height: CGFloat) -> _ModifiedScene<Self> { recorded() }
  public func windowResizability(_ resizability: WindowResizability) -> _ModifiedScene<Self> { recorded() }
  public func windowStyle<S: WindowStyle>(_ style: S) -> _ModifiedScene<Self> { recorded() }

  /// Removes the commands the scene adds to the app's menus (macOS; recorded).
  ///
  /// ```swift
  /// Window("Settings", id: "settings") { SettingsView() }.commandsRemoved()
  /// ```
  public func commandsRemoved() -> _ModifiedScene<Self> { recorded() }

  /// Runs `action` when `value` changes in SwiftUI; here it type-checks and is recorded, not run.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> _ModifiedScene<Self> { recorded() }

  /// Runs `action` when `value` changes in SwiftUI; here it type-checks and is recorded, not run.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> _ModifiedScene<Self> { recorded() }

  /// The one-argument form (iOS 14–16), which apps that support those versions still write
  /// (S287): recorded, not run, as the two-argument one.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }
  ///   .onChange(of: scenePhase) { phase in if phase == .background { save() } }
  /// ```
  @available(
    iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> _ModifiedScene<Self> { recorded() }
}

/// How a window resizes (recorded).
public struct WindowResizability: Sendable, Hashable {
  let name: String
  public static let automatic = WindowResizability(name: "automatic")
  public static let contentSize = WindowResizability(name: "contentSize")
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// A window's style (recorded).
public protocol WindowStyle: Sendable {}

public struct HiddenTitleBarWindowStyle: WindowStyle {
  public init() {}
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
  public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

/// The platform's window style.
public struct DefaultWindowStyle: WindowStyle {
  public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
  public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

/// A window with a title bar (macOS).
public struct TitleBarWindowStyle: WindowStyle {
  public init() {}
}

extension WindowStyle where Self == TitleBarWindowStyle {
  public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
