#if !canImport(UIKit)
  import Foundation

  /// Haptics for a physical impact: `impactOccurred()` is recorded as
  /// `impact(medium)` (S181).
  ///
  /// ```swift
  /// UIImpactFeedbackGenerator(style: .medium).impactOccurred()
  /// ```
  @preconcurrency @MainActor
  open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
      case light, medium, heavy, soft, rigid
    }

    private let style: FeedbackStyle

    public init(style: FeedbackStyle) {
      self.style = style
      super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    public func impactOccurred() { fire("impact(\(style))") }

    public func impactOccurred(intensity: CGFloat) {
      fire("impact(\(style), intensity: \(Double(intensity)))")
    }
  }
#endif
