// UIKit and AppKit both declare `NSLayoutConstraint` (NSLayoutConstraint.h), whose nested types
// name the priorities views take (`setContentHuggingPriority(.defaultLow, for: .horizontal)`);
// the one declaration lives here, below both stand-ins, where neither framework exists.
#if !canImport(UIKit) && !canImport(AppKit)
  import Foundation

  /// A relation between two views' layout attributes, as UIKit and AppKit declare it. A
  /// headless host lays nothing out: the type is here for its nested priority and orientation
  /// types, which views keep as set.
  ///
  /// ```swift
  /// control.setContentHuggingPriority(.defaultLow, for: .horizontal)
  /// ```
  @preconcurrency @MainActor
  open class NSLayoutConstraint: NSObject {
    /// How much a constraint, or a view's wish to keep its size, counts (1…1000); AppKit's name.
    public struct Priority: RawRepresentable, Hashable, Comparable, Sendable {
      public var rawValue: Float
      public init(rawValue: Float) { self.rawValue = rawValue }
      public init(_ rawValue: Float) { self.rawValue = rawValue }
      public static let required = Priority(1000)
      public static let defaultHigh = Priority(750)
      public static let dragThatCanResizeWindow = Priority(510)
      public static let windowSizeStayPut = Priority(500)
      public static let dragThatCannotResizeWindow = Priority(490)
      public static let defaultLow = Priority(250)
      public static let fittingSizeCompression = Priority(50)
      public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Which way a view's size is meant, as AppKit names it.
    public enum Orientation: Int, Sendable { case horizontal = 0, vertical = 1 }
  }
#endif
