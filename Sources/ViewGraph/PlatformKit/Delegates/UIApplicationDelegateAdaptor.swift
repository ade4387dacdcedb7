/// A property wrapper an `App` uses to have a UIKit app delegate, as SwiftUI declares it.
/// The delegate is made once per app with its own `init()`, becomes
/// `UIApplication.shared.delegate`, and hears `application(_:willFinishLaunchingWithOptions:)`
/// and `application(_:didFinishLaunchingWithOptions:)` (options nil) before the app's body
/// first runs; a delegate that is an `ObservableObject` or `@Observable` is in the
/// environment of the app's views (S332, S333).
///
/// ```swift
/// @main
/// struct MyApp: App {
///   @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// The second parameter is ViewGraph's: its default expands where the app writes the
/// attribute, so the delegate's own `init()` is called there (on Linux a generic adaptor
/// cannot call `NSObject.init()`, which is not `required`). Leave it to its default.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
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

extension UIApplicationDelegateAdaptor: ApplicationDelegateAdaptorStorage {
  var madeDelegate: AnyObject { box.delegate }

  func launchOnce() {
    guard !box.launched else { return }
    box.launched = true
    let application = UIApplication.shared
    application.delegate = box.delegate
    // UIKit's requirements are optional Objective-C ones; the stand-in's have defaults.
    #if canImport(UIKit)
      _ = box.delegate.application?(application, willFinishLaunchingWithOptions: nil)
      _ = box.delegate.application?(application, didFinishLaunchingWithOptions: nil)
    #else
      _ = box.delegate.application(application, willFinishLaunchingWithOptions: nil)
      _ = box.delegate.application(application, didFinishLaunchingWithOptions: nil)
    #endif
  }
}
