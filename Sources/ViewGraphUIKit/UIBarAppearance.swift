#if !canImport(UIKit)
  import Foundation

  /// How a bar looks, as UIKit declares it: kept as set, nothing drawn (S326).
  @preconcurrency @MainActor
  open class UIBarAppearance: NSObject {
    /// Which background the bar has: the last `configureWith…` called.
    public enum Background: String, Sendable { case `default`, opaque, transparent }

    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundEffect: UIBlurEffect?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    /// The background the last `configureWith…` chose (not a UIKit name: a test's reading).
    @_spi(Inspection) public private(set) var configuredBackground = Background.default

    public override init() { super.init() }

    /// A copy of `barAppearance`.
    public init(barAppearance: UIBarAppearance) {
      super.init()
      copy(from: barAppearance)
    }

    open func configureWithDefaultBackground() { configure(.default, color: nil, shadow: .separator) }
    open func configureWithOpaqueBackground() {
      configure(.opaque, color: .systemBackground, shadow: .separator)
    }
    open func configureWithTransparentBackground() { configure(.transparent, color: nil, shadow: nil) }

    private func configure(_ background: Background, color: UIColor?, shadow: UIColor?) {
      configuredBackground = background
      backgroundColor = color
      backgroundImage = nil
      backgroundEffect = nil
      shadowColor = shadow
      shadowImage = nil
    }

    func copy(from other: UIBarAppearance) {
      backgroundColor = other.backgroundColor
      backgroundImage = other.backgroundImage
      backgroundEffect = other.backgroundEffect
      shadowColor = other.shadowColor
      shadowImage = other.shadowImage
      configuredBackground = other.configuredBackground
    }
  }

  /// How a navigation bar looks: its background and its titles' attributes.
  @preconcurrency @MainActor
  open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()

    public override init() { super.init() }
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
  }

  /// How a tab bar looks.
  @preconcurrency @MainActor
  open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?

    public override init() { super.init() }
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
  }

  /// How a toolbar looks.
  @preconcurrency @MainActor
  open class UIToolbarAppearance: UIBarAppearance {}

  /// How a bar button item looks in each state.
  @preconcurrency @MainActor
  open class UIBarButtonItemAppearance: NSObject {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()
    public override init() { super.init() }
  }

  /// How a bar button item looks in one state.
  @preconcurrency @MainActor
  open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  }

  /// How a tab bar item looks in each state.
  @preconcurrency @MainActor
  open class UITabBarItemAppearance: NSObject {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public override init() { super.init() }
  }

  /// How a tab bar item looks in one state.
  @preconcurrency @MainActor
  open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
  }

  /// A navigation bar, as UIKit declares it; apps reach it through `UINavigationBar.appearance()`.
  @preconcurrency @MainActor
  open class UINavigationBar: UIView {
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
      backgroundImages[barMetrics] = backgroundImage
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
  }

  /// A tab bar, as UIKit declares it; apps reach it through `UITabBar.appearance()`.
  @preconcurrency @MainActor
  open class UITabBar: UIView {
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
  }

  /// A toolbar, as UIKit declares it.
  @preconcurrency @MainActor
  open class UIToolbar: UIView {
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UIToolbarAppearance()
    open var scrollEdgeAppearance: UIToolbarAppearance?
  }

  /// The bar metrics a background image is set for.
  public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }

  /// An item of a bar, as UIKit declares it: its title, image and per-state text attributes.
  @preconcurrency @MainActor
  open class UIBarItem: NSObject, UIAppearance {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Required, so the appearance proxy of any item class can be made.
    public required override init() { super.init() }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State)
    {
      self.attributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      attributes[state.rawValue]
    }

    public static func appearance() -> Self {
      AppearanceProxies.proxy(of: Self.self) { Self.init() }
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
      -> Self
    { appearance() }
  }

  /// A button of a navigation bar or a toolbar; its action runs when a test taps it (S326).
  @preconcurrency @MainActor
  open class UIBarButtonItem: UIBarItem {
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace }
    public enum Style: Int, Sendable { case plain, done }

    open var style = Style.plain
    open var tintColor: UIColor?
    open var primaryAction: UIAction?
    open var menu: UIMenu?

    public required init() { super.init() }

    public init(title: String?, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
      super.init()
      self.title = title
      self.image = image
      self.primaryAction = primaryAction
      self.menu = menu
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
      super.init()
      self.primaryAction = primaryAction
      self.menu = menu
    }
  }
#endif
