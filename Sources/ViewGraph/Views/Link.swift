/// A control that opens a URL through the environment's `openURL`, as in SwiftUI.
///
/// ```swift
/// Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View>: View {
  let label: Label
  let title: String?
  let destination: URL

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.destination = destination
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    label = Text(titleKey)
    title = label.string
    self.destination = destination
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    label = Text(title)
    self.title = label.string
    self.destination = destination
  }
}

extension Link: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .link, title: title, url: destination) }

  func control(in environment: EnvironmentValues) -> Control? {
    let (openURL, url) = (environment.openURL, destination)
    return Control(kind: .link, title: title, action: { openURL(url) }, url: destination)
  }
}

/// Opens URLs; a view reads it as `@Environment(\.openURL)`, `Link` calls it.
///
/// ```swift
/// ContentView().environment(\.openURL, OpenURLAction { url in opened.append(url); return .handled })
/// ```
public struct OpenURLAction: Sendable {
  /// What the handler did with the URL.
  public enum Result: Sendable {
    case handled
    case discarded
    case systemAction
  }

  let handler: @Sendable @MainActor (URL) -> Result

  public init(handler: @escaping @Sendable @MainActor (URL) -> Result) { self.handler = handler }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }
}

private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
  /// Opens URLs (a no-op by default: there is no system to hand them to).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// A button that shows a menu of actions, as in SwiftUI. ViewGraph mounts the menu's
/// content, so its buttons can be found and tapped.
///
/// ```swift
/// Menu("Sort") { Button("By name") { sort = .name }; Button("By date") { sort = .date } }
/// ```
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let title: String?
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    title = label.string
    self.content = content()
  }
}

extension Menu: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(label, key: .index(0))
    visitor.visit(content, key: .index(1))
  }
  var control: Control? { Control(kind: .menu, title: title) }
}
