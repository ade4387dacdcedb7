/// The delegate an adaptor made, shared by every copy of the app value, and whether it has
/// been launched: SwiftUI makes an app's delegate once and launches it once (S332).
@MainActor
final class ApplicationDelegateBox<Delegate: AnyObject> {
  let delegate: Delegate
  var launched = false

  init(_ delegate: Delegate) { self.delegate = delegate }
}

/// An app's delegate adaptor, as the app root finds it among the app's stored properties:
/// it launches the delegate before the app's body first runs, and puts an observable
/// delegate into the environment of the app's scenes (S333).
@MainActor
protocol ApplicationDelegateAdaptorStorage {
  /// Sets the application's delegate and plays the launch callbacks, once per app.
  func launchOnce()
  /// The delegate the adaptor made.
  var madeDelegate: AnyObject { get }
}

/// The app's content with its delegates launched first, as SwiftUI launches an app's
/// delegate before it reads the app's body (S332), and each observable delegate in the
/// content's environment (S333).
@MainActor
func launchingDelegates(of app: Any, around content: () -> AnyView) -> AnyView {
  // The adaptors among the app's stored properties (`_appDelegate`), in declaration order.
  let adaptors = Mirror(reflecting: app).children.compactMap {
    $0.value as? any ApplicationDelegateAdaptorStorage
  }
  for adaptor in adaptors { adaptor.launchOnce() }
  var view = content()
  for adaptor in adaptors { view = environment(of: view, holding: adaptor.madeDelegate) }
  return view
}

/// The delegate in `content`'s environment, as SwiftUI puts it there: an `ObservableObject`
/// as an environment object, an `@Observable` class as an environment value (S333).
@MainActor
private func environment(of content: AnyView, holding delegate: AnyObject) -> AnyView {
  var content = content
  if let object = delegate as? any ObservableObject {
    content = withEnvironmentObject(object, content)
  }
  if let object = delegate as? any (AnyObject & Observable) {
    content = withEnvironmentValue(object, content)
  }
  return content
}

@MainActor
private func withEnvironmentObject<Object: ObservableObject>(_ object: Object, _ content: AnyView) -> AnyView
{
  AnyView(content.environmentObject(object))
}

@MainActor
private func withEnvironmentValue<Object: AnyObject & Observable>(_ object: Object, _ content: AnyView)
  -> AnyView
{
  AnyView(content.environment(object))
}
