#if !canImport(UIKit)
  import Foundation

  /// The row of page dots, as UIKit declares it: the page count and the current page are
  /// kept (the current page stays within the pages), nothing is drawn. A user's tap on a dot
  /// is a `.valueChanged` event a test plays with `sendActions(for:)` after setting
  /// `currentPage`, as UIKit sets it before sending the event.
  ///
  /// ```swift
  /// control.addAction(UIAction { _ in page = control.currentPage }, for: .valueChanged)
  /// ```
  @preconcurrency @MainActor
  open class UIPageControl: UIControl {
    /// How the dots' background shows.
    public enum BackgroundStyle: Int, Sendable { case automatic = 0, prominent, minimal }

    /// The number of pages; setting it keeps `currentPage` within them.
    open var numberOfPages = 0 {
      didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    /// The page shown, from 0; UIKit pins a value outside the pages to the nearest one.
    open var currentPage = 0 {
      didSet {
        let pinned = min(max(currentPage, 0), max(numberOfPages - 1, 0))
        if pinned != currentPage { currentPage = pinned }
      }
    }
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle: BackgroundStyle = .automatic
    open var allowsContinuousInteraction = true
  }
#endif
