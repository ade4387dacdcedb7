#if !canImport(UIKit)
  import Foundation

  /// A class whose look apps set for every instance through a proxy (`UINavigationBar.appearance()
  /// .tintColor = .orange`), as UIKit declares it. The proxy is one instance per class that keeps
  /// what is set on it, for a test to read (S326); nothing is drawn, so no bar changes look.
  @preconcurrency @MainActor
  public protocol UIAppearance: NSObjectProtocol {
    /// The proxy of every instance of this class.
    static func appearance() -> Self
    /// The proxy of the instances inside the given containers: the one proxy of the class,
    /// since a headless host draws no containers.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
      -> Self
  }

  /// A class whose instances contain views with appearance proxies.
  @preconcurrency @MainActor
  public protocol UIAppearanceContainer: NSObjectProtocol {}

  extension UIView: UIAppearance, UIAppearanceContainer {}
  extension UIViewController: UIAppearanceContainer {}

  extension UIAppearance where Self: UIView {
    public static func appearance() -> Self { AppearanceProxies.proxy(of: Self.self) }
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
      -> Self
    { appearance() }
  }

  /// The proxies made so far, one per class, for the test process.
  @MainActor
  enum AppearanceProxies {
    private static var made: [ObjectIdentifier: AnyObject] = [:]

    /// The proxy of `type`, made on first use through the initializer every view class has.
    static func proxy<View: UIView>(of type: View.Type) -> View {
      if let proxy = made[ObjectIdentifier(type)] as? View { return proxy }
      let proxy = type.init(coder: AppearanceCoder()) ?? { fatalError("\(type).init(coder:) made no view") }()
      made[ObjectIdentifier(type)] = proxy
      return proxy
    }

    /// The proxy of a non-view class (bar button items), made by `make` on first use.
    static func proxy<Item: AnyObject>(of type: Item.Type, make: () -> Item) -> Item {
      if let proxy = made[ObjectIdentifier(type)] as? Item { return proxy }
      let proxy = make()
      made[ObjectIdentifier(type)] = proxy
      return proxy
    }
  }

  /// The coder a proxy is made with: it decodes nothing.
  private final class AppearanceCoder: NSCoder {}
#endif
