#if !canImport(UIKit)
  import Foundation

  /// A search field, as UIKit declares it. As with ``UITextView``, a test plays a user's
  /// typing: it sets `text` and calls the delegate's `searchBar(_:textDidChange:)`.
  ///
  /// ```swift
  /// searchBar.text = "swift"
  /// coordinator.searchBar(searchBar, textDidChange: "swift")
  /// ```
  @preconcurrency @MainActor
  open class UISearchBar: UIView {
    /// How the bar is drawn.
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var searchBarStyle: Style = .default
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var barTintColor: UIColor?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .search
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var enablesReturnKeyAutomatically = true
    /// UIKit's is `weak`: a representable's context keeps the coordinator.
    open weak var delegate: (any UISearchBarDelegate)?

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
      self.showsCancelButton = showsCancelButton
    }
  }

  /// What a search bar tells its delegate. Every method is optional, as in UIKit.
  @preconcurrency @MainActor
  public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
  }

  extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
  }
#endif
