/// An app's entry point: its scenes, usually one `WindowGroup` holding the root view and
/// the environment the app injects. An `@main` file written for SwiftUI compiles
/// unchanged; a test mounts the first window's content, state and injections included,
/// with StateHarness's `ParentHarness(app:)`.
///
/// ```swift
/// @main
/// struct SettingsApp: App {
///   @State private var store = SettingsStore()
///   var body: some Scene {
///     WindowGroup { SettingsScreen().environment(store) }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
  /// The type of scene this app's body returns.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

  /// Apps are created by the system (here: by the test).
  @MainActor @preconcurrency init()
}

extension App {
  /// The `@main` entry point. ViewGraph has no screen to run an app on, so this only says
  /// how to mount the app in a test.
  @MainActor @preconcurrency
  public static func main() {
    print("\(Self.self): ViewGraph runs no app; mount it in a test with ParentHarness(app: \(Self.self)()).")
  }
}

/// The first window of an app, mounted as a view: the app's own `@State`/`@StateObject`
/// live in this node, and its scene modifiers (environment injections) wrap the window's
/// content, so a test starts from the app's composition root.
@_spi(Inspection)
public struct AppRoot<A: App>: View, _GraphInternalView {
  var app: A

  public init(_ app: A) { self.app = app }

  public var body: AnyView { app.body._firstWindow ?? AnyView(EmptyView()) }
}
