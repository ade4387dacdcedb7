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

/// An app mounted as the root of the graph: a view whose body is the app's `body`, read
/// as its first window's content (S62). The app's `@State`/`@StateObject` are installed in
/// this node as a view's are and live as long as it does; the node is named after the app
/// (`SettingsApp`) and lists the app's stored properties; its body — the window's content
/// closure and the scene modifiers included — runs again when state it read changes or
/// when the node is invalidated, as SwiftUI re-evaluates an app's body (S74).
@_spi(Inspection)
public struct AppRoot<A: App>: View, _AppRootView {
  var app: A

  public init(_ app: A) { self.app = app }

  public var body: AnyView {
    launchingDelegates(of: app) { app.body._firstWindow ?? AnyView(EmptyView()) }
  }
}

// The graph names an app's node after the app and lists the app's properties.
extension AppRoot: StandInView {
  nonisolated static var representedType: Any.Type { A.self }
  var representedValue: Any { app }
}

/// Marks an `AppRoot` for inspection tools, which ask whether a root is an app without
/// naming its app type.
@MainActor
package protocol _AppRootView {}
