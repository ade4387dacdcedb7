/// A macOS utility window: a floating palette or inspector beside the app's main windows.
/// It is not a main window, so ViewGraph does not open it first; its content type-checks,
/// and `openWindow(id:)` naming it is recorded (S141).
///
/// ```swift
/// UtilityWindow("Photo Info", id: "photo-info") { PhotoInfoViewer() }
/// ```
public struct UtilityWindow<Content: View> {
  let content: @MainActor () -> Content

  public init(
    _ title: LocalizedStringKey, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = content
  }

  /// A utility window titled by a `Text`.
  public init(_ title: Text, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }

  /// A utility window titled with a string the app holds (not looked up as a key).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = content
  }
}

extension UtilityWindow: Scene, PrimitiveScene {
  public var body: Never { primitiveSceneBody(Self.self) }
  var windows: [AnyView] { [] }
}
