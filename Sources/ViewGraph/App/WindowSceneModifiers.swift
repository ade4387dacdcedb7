// How macOS places and shows a scene's windows: recorded, as there is no window. Each returns
// the scene unchanged, so a test mounts the first window's content as before.

extension Scene {
  /// Where a new window of this scene appears on screen (recorded).
  ///
  /// ```swift
  /// Window("Log", id: "log") { LogView() }.defaultPosition(.topTrailing)
  /// ```
  public func defaultPosition(_ position: UnitPoint) -> _ModifiedScene<Self> { recorded() }

  /// The size a new window of this scene opens at (recorded).
  public func defaultSize(_ size: CGSize) -> _ModifiedScene<Self> { recorded() }

  /// The style of this scene's window toolbars (recorded).
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.windowToolbarStyle(.unified(showsTitle: false))
  /// ```
  public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> _ModifiedScene<Self> { recorded() }

  /// The key equivalent that opens a window of this scene from the Window menu (recorded).
  ///
  /// ```swift
  /// Window("Activity", id: "activity") { ActivityView() }.keyboardShortcut("0")
  /// ```
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  ) -> _ModifiedScene<Self> {
    recorded()
  }

  /// The keyboard shortcut that opens a window of this scene, or none (recorded).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> _ModifiedScene<Self> { recorded() }

  /// Whether the system restores this scene's windows at launch (recorded).
  ///
  /// ```swift
  /// Window("Welcome", id: "welcome") { WelcomeView() }.restorationBehavior(.disabled)
  /// ```
  public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> _ModifiedScene<Self> {
    recorded()
  }

  /// Whether the app presents a window of this scene at launch (recorded).
  public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> _ModifiedScene<Self> {
    recorded()
  }

  /// The level of this scene's windows: above others, with them, or below (recorded).
  public func windowLevel(_ level: WindowLevel) -> _ModifiedScene<Self> { recorded() }
}

/// Whether the system restores a scene's windows when the app launches again.
public struct SceneRestorationBehavior: Sendable {
  let name: String
  /// The system's default for the scene.
  public static let automatic = SceneRestorationBehavior(name: "automatic")
  /// The windows are not restored.
  public static let disabled = SceneRestorationBehavior(name: "disabled")
}

/// Whether an app presents a scene's window when it launches.
public struct SceneLaunchBehavior: Sendable {
  let name: String
  /// The system's default for the scene.
  public static let automatic = SceneLaunchBehavior(name: "automatic")
  /// A window of the scene is presented at launch.
  public static let presented = SceneLaunchBehavior(name: "presented")
  /// No window of the scene is presented at launch.
  public static let suppressed = SceneLaunchBehavior(name: "suppressed")
}

/// Where a window sits among the others on screen.
public struct WindowLevel: Sendable {
  let name: String
  /// The system's default for the window.
  public static let automatic = WindowLevel(name: "automatic")
  /// Below the other windows, on the desktop.
  public static let desktop = WindowLevel(name: "desktop")
  /// Above the other windows.
  public static let floating = WindowLevel(name: "floating")
  /// Among the other windows.
  public static let normal = WindowLevel(name: "normal")
}
