#if !canImport(UIKit)
  import Foundation

  /// A button, as UIKit declares it: its titles and images per state as set; a tap is
  /// ``UIControl/sendActions(for:)`` with `.touchUpInside` (S327), which runs its primary
  /// action too.
  @preconcurrency @MainActor
  open class UIButton: UIControl {
    /// The kind of button `init(type:)` makes.
    public enum ButtonType: Int, Sendable {
      case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The label showing the current title.
    public let titleLabel: UILabel? = UILabel()
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false

    public init(type buttonType: ButtonType) {
      self.buttonType = buttonType
      super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
      buttonType = .custom
      super.init(frame: frame)
    }

    /// A system button that runs `primaryAction` when tapped, titled by it.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
      self.init(type: .system)
      self.frame = frame
      if let primaryAction {
        setTitle(primaryAction.title, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
      }
    }

    public required init?(coder: NSCoder) {
      buttonType = .custom
      super.init(coder: coder)
    }

    open func setTitle(_ title: String?, for state: State) {
      titles[state.rawValue] = title
      titleLabel?.text = currentTitle
    }

    /// The title for `state`, or the normal one, as UIKit falls back.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open var currentTitle: String? { title(for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? {
      titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// A tap also triggers the primary action, as in UIKit.
    open override func sendActions(for controlEvents: Event) {
      var events = controlEvents
      if events.contains(.touchUpInside) { events.insert(.primaryActionTriggered) }
      super.sendActions(for: events)
    }
  }
#endif
