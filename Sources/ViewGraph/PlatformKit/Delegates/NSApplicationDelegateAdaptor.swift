/// A property wrapper an `App` uses to have an AppKit app delegate, as SwiftUI declares it.
/// The delegate is made once per app with its own `init()`, becomes `NSApp.delegate`, and
/// hears `applicationWillFinishLaunching(_:)` and `applicationDidFinishLaunching(_:)` before
/// the app's body first runs; a delegate that is an `ObservableObject` or `@Observable` is in
/// the environment of the app's views (S332, S333).
///
/// ```swift
/// @main
/// struct MyApp: App {
///   @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// The second parameter is ViewGraph's: its default expands where the app writes the
/// attribute, so the delegate's own `init()` is called there (on Linux a generic adaptor
/// cannot call `NSObject.init()`, which is not `required`). Leave it to its default.
@MainActor @preconcurrency @propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate> {
  let box: ApplicationDelegateBox<DelegateType>

  /// Makes the adaptor and the app's delegate.
  ///
  /// - Parameters:
  ///   - delegateType: The app's delegate class.
  ///   - makeDelegate: Makes the delegate; its default calls the class's `init()`.
  public init(
    _ delegateType: DelegateType.Type = DelegateType.self,
    _makeDelegate makeDelegate: () -> DelegateType = #_makeApplicationDelegate()
  ) {
    box = ApplicationDelegateBox(makeDelegate())
  }

  /// The delegate the adaptor made.
  public var wrappedValue: DelegateType { box.delegate }
}

extension NSApplicationDelegateAdaptor: ApplicationDelegateAdaptorStorage {
  var madeDelegate: AnyObject { box.delegate }

  func launchOnce() {
    guard !box.launched else { return }
    box.launched = true
    let application = NSApplication.shared
    application.delegate = box.delegate
    // The notifications the callbacks carry; nothing is posted, as no system launches the app.
    let willFinish = Notification(name: NSApplication.willFinishLaunchingNotification, object: application)
    let didFinish = Notification(name: NSApplication.didFinishLaunchingNotification, object: application)
    // AppKit's requirements are optional Objective-C ones; the stand-in's have defaults.
    #if canImport(AppKit)
      box.delegate.applicationWillFinishLaunching?(willFinish)
      box.delegate.applicationDidFinishLaunching?(didFinish)
    #else
      box.delegate.applicationWillFinishLaunching(willFinish)
      box.delegate.applicationDidFinishLaunching(didFinish)
    #endif
  }
}
