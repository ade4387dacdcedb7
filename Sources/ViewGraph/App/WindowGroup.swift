/// A group of identical windows showing `content`: the scene almost every app declares.
///
/// ```swift
/// WindowGroup { ContentView().environmentObject(session) }
/// ```
public struct WindowGroup<Content: View> {
  let content: @MainActor () -> Content

  public init(@ViewBuilder content: @escaping @MainActor () -> Content) { self.content = content }
  public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) { self.content = content }
  public init(_ title: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }
  public init(
    _ title: LocalizedStringKey, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = content
  }
  /// A group titled with a string the app holds (not looked up as a key).
  ///
  /// ```swift
  /// WindowGroup(document.name, id: "viewer") { Viewer() }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = content
  }
}

extension WindowGroup: Scene, PrimitiveScene {
  public var body: Never { primitiveSceneBody(Self.self) }
  var windows: [AnyView] { [AnyView(content())] }
}

/// A single, unique window.
public struct Window<Content: View> {
  let content: @MainActor () -> Content

  public init(
    _ title: LocalizedStringKey, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = content
  }
  /// A window titled with a string the app holds (not looked up as a key).
  ///
  /// ```swift
  /// Window(Constants.settingsTitle, id: "settings") { SettingsView() }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = content
  }
}

extension Window: Scene, PrimitiveScene {
  public var body: Never { primitiveSceneBody(Self.self) }
  var windows: [AnyView] { [AnyView(content())] }
}

/// The macOS settings window. It is not a main window, so ViewGraph does not open it
/// first; its content type-checks.
public struct Settings<Content: View> {
  let content: @MainActor () -> Content

  public init(@ViewBuilder content: @escaping @MainActor () -> Content) { self.content = content }
}

extension Settings: Scene, PrimitiveScene {
  public var body: Never { primitiveSceneBody(Self.self) }
  var windows: [AnyView] { [] }
}

/// A menu bar extra on macOS (type-checks; not opened).
public struct MenuBarExtra<Label: View, Content: View> {
  public init(
    _ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) where Label == ViewGraph.Label<Text, Image> {}
}

extension MenuBarExtra: Scene, PrimitiveScene {
  public var body: Never { primitiveSceneBody(Self.self) }
  var windows: [AnyView] { [] }
}
