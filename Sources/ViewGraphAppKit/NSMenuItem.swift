#if !canImport(AppKit)
  import Foundation

  /// A menu, as AppKit declares it: its items are kept in order; nothing pops up.
  ///
  /// ```swift
  /// let menu = NSMenu(title: "Shelf")
  /// menu.addItem(NSMenuItem(title: "Copy Path", action: nil, keyEquivalent: ""))
  /// ```
  @preconcurrency @MainActor
  open class NSMenu: NSObject {
    open var title: String
    open private(set) var items: [NSMenuItem] = []
    open var autoenablesItems = true
    open weak var delegate: (any NSMenuDelegate)?

    public init(title: String) {
      self.title = title
      super.init()
    }

    public convenience override init() { self.init(title: "") }

    open var numberOfItems: Int { items.count }

    open func addItem(_ newItem: NSMenuItem) { insertItem(newItem, at: items.count) }

    @discardableResult
    open func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String)
      -> NSMenuItem
    {
      let item = NSMenuItem(title: string, action: selector, keyEquivalent: charCode)
      addItem(item)
      return item
    }

    open func insertItem(_ newItem: NSMenuItem, at index: Int) {
      newItem.menu = self
      items.insert(newItem, at: min(max(index, 0), items.count))
    }

    open func removeItem(_ item: NSMenuItem) {
      items.removeAll { $0 === item }
      item.menu = nil
    }

    open func removeAllItems() {
      for item in items { item.menu = nil }
      items = []
    }

    open func item(withTitle title: String) -> NSMenuItem? { items.first { $0.title == title } }
    open func item(at index: Int) -> NSMenuItem? { items.indices.contains(index) ? items[index] : nil }
    open func item(withTag tag: Int) -> NSMenuItem? { items.first { $0.tag == tag } }
    open func index(of item: NSMenuItem) -> Int { items.firstIndex { $0 === item } ?? -1 }
  }

  /// What a menu tells its delegate; every method is optional.
  @preconcurrency @MainActor
  public protocol NSMenuDelegate: NSObjectProtocol {}

  /// A menu's command, as AppKit declares it: its title, key equivalent, state and submenu
  /// are kept. Its action is an Objective-C selector, which Linux cannot perform: choosing an
  /// item through the SPI ``choose()`` records a `notModelled` warning naming the selector,
  /// never a silent pass (S352).
  ///
  /// ```swift
  /// let quit = NSMenuItem(title: "Quit", action: nil, keyEquivalent: "q")
  /// quit.keyEquivalentModifierMask = [.command]
  /// ```
  @preconcurrency @MainActor
  open class NSMenuItem: NSObject {
    open var title: String
    open var action: Selector?
    open weak var target: AnyObject?
    open var keyEquivalent: String
    open var keyEquivalentModifierMask: NSEvent.ModifierFlags = [.command]
    open var isEnabled = true
    open var isHidden = false
    open var state: NSControl.StateValue = .off
    open var tag = 0
    open var image: NSImage?
    open var toolTip: String?
    open var representedObject: Any?
    open var indentationLevel = 0
    open var attributedTitle: NSAttributedString?
    open var submenu: NSMenu?
    open internal(set) weak var menu: NSMenu?
    open private(set) var isSeparatorItem = false

    public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {
      title = string
      action = selector
      keyEquivalent = charCode
      super.init()
    }

    public convenience override init() { self.init(title: "", action: nil, keyEquivalent: "") }

    /// A separator line between groups of items.
    open class func separator() -> NSMenuItem {
      let item = NSMenuItem()
      item.isSeparatorItem = true
      return item
    }

    open var hasSubmenu: Bool { submenu != nil }

    /// Plays the user choosing the item: an item with no action does nothing, as AppKit's;
    /// one with an action is a `notModelled` warning, since Linux cannot perform selectors.
    @_spi(Inspection) public func choose() {
      guard isEnabled, let action else { return }
      raiseNotModelled(
        "NSMenuItem \"\(title)\" was chosen; its action \(action) is an Objective-C selector, which Linux "
          + "cannot perform, so nothing runs. Test the method the action names by calling it.")
    }
  }
#endif
