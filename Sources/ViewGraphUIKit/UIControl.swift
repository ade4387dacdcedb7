#if !canImport(UIKit)
  import Foundation

  /// A control, as UIKit declares it: enabled, selected and highlighted as set, and the
  /// `UIAction`s added for its events, which ``sendActions(for:)`` runs in the order added, as
  /// a user's touch does (S327). Target-action needs Objective-C selectors, which Linux lacks;
  /// wrapped controls report through actions or their delegates instead.
  ///
  /// ```swift
  /// button.addAction(UIAction { _ in parent.count += 1 }, for: .touchUpInside)
  /// button.sendActions(for: .touchUpInside)  // in a test: the tap
  /// ```
  @preconcurrency @MainActor
  open class UIControl: UIView {
    /// A control's state: normal, highlighted, disabled, selected.
    public struct State: OptionSet, Hashable, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let normal = State([])
      public static let highlighted = State(rawValue: 1 << 0)
      public static let disabled = State(rawValue: 1 << 1)
      public static let selected = State(rawValue: 1 << 2)
      public static let focused = State(rawValue: 1 << 3)
    }

    /// What the user did to a control.
    public struct Event: OptionSet, Hashable, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let touchDown = Event(rawValue: 1 << 0)
      public static let touchUpInside = Event(rawValue: 1 << 6)
      public static let touchUpOutside = Event(rawValue: 1 << 7)
      public static let valueChanged = Event(rawValue: 1 << 12)
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
      public static let menuActionTriggered = Event(rawValue: 1 << 14)
      public static let editingDidBegin = Event(rawValue: 1 << 16)
      public static let editingChanged = Event(rawValue: 1 << 17)
      public static let editingDidEnd = Event(rawValue: 1 << 18)
      public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
      public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
      public static let allEditingEvents = Event(rawValue: 0x000F_0000)
      public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    private var actions: [(action: UIAction, events: Event)] = []

    /// The state from the flags.
    open var state: State {
      var state = State.normal
      if isHighlighted { state.insert(.highlighted) }
      if !isEnabled { state.insert(.disabled) }
      if isSelected { state.insert(.selected) }
      return state
    }

    /// Runs `action` when any of `controlEvents` happens; an action with the identifier of one
    /// added before replaces it, as in UIKit.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
      actions.removeAll { $0.action.identifier == action.identifier }
      actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
      actions.removeAll { $0.action.identifier == action.identifier && controlEvents.contains($0.events) }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
      actions.removeAll { $0.action.identifier == actionIdentifier && controlEvents.contains($0.events) }
    }

    /// Runs the actions added for `controlEvents`, in the order added: what a user's touch
    /// causes. A disabled control runs none, as a disabled control gets no touches.
    open func sendActions(for controlEvents: Event) {
      guard isEnabled else { return }
      for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
        entry.action.handler(entry.action.with(sender: self))
      }
    }

    /// Runs `action` as this control's.
    open func sendAction(_ action: UIAction) { action.handler(action.with(sender: self)) }
  }

  /// An element of a menu: an action or a submenu.
  @preconcurrency @MainActor
  open class UIMenuElement: NSObject {
    open private(set) var title: String
    open private(set) var image: UIImage?

    init(title: String, image: UIImage?) {
      self.title = title
      self.image = image
    }
  }

  /// A closure a control or a menu runs, as UIKit declares it.
  @preconcurrency @MainActor
  open class UIAction: UIMenuElement {
    /// An action's identity: an action added with one replaces the one added before.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How an action shows in a menu.
    public struct Attributes: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let disabled = Attributes(rawValue: 1 << 0)
      public static let destructive = Attributes(rawValue: 1 << 1)
      public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether a menu shows the action checked.
    public enum State: Int, Sendable { case off, on, mixed }

    public let identifier: Identifier
    open var attributes: Attributes
    open var state: State
    /// The control that ran the action; nil until one runs it.
    open private(set) weak var sender: AnyObject?
    let handler: @MainActor (UIAction) -> Void

    public init(
      title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
      discoverabilityTitle: String? = nil,
      attributes: Attributes = [], state: State = .off, handler: @escaping @MainActor (UIAction) -> Void
    ) {
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.attributes = attributes
      self.state = state
      self.handler = handler
      super.init(title: title, image: image)
    }

    /// This action as run by `sender`.
    func with(sender: AnyObject) -> UIAction {
      self.sender = sender
      return self
    }
  }

  /// A menu of actions and submenus, as UIKit declares it: kept as built.
  @preconcurrency @MainActor
  open class UIMenu: UIMenuElement {
    public struct Options: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let displayInline = Options(rawValue: 1 << 0)
      public static let destructive = Options(rawValue: 1 << 1)
      public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// A menu's identity.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let children: [UIMenuElement]
    public let options: Options

    public init(
      title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
      children: [UIMenuElement] = []
    ) {
      self.children = children
      self.options = options
      super.init(title: title, image: image)
    }
  }
#endif
