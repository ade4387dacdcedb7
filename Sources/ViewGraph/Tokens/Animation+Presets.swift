// The spring presets of iOS 17: recorded by name like every animation (S44 applies
// changes at once).
extension Animation {
  /// A spring with a small bounce that settles quickly.
  ///
  /// ```swift
  /// withAnimation(.snappy) { isExpanded.toggle() }
  /// withAnimation(.snappy(duration: 0.3, extraBounce: 0.1)) { offset = 0 }
  /// ```
  public static var snappy: Animation { Animation(name: "snappy") }

  /// A spring with no bounce.
  public static var smooth: Animation { Animation(name: "smooth") }

  /// A spring with a noticeable bounce.
  public static var bouncy: Animation { Animation(name: "bouncy") }

  /// The spring SwiftUI uses for interactive changes (a drag following the finger).
  ///
  /// ```swift
  /// withAnimation(.interactiveSpring) { offset = translation }
  /// ```
  public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }

  /// A snappy spring of the given perceptual `duration`, bouncing `extraBounce` more.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(name: "snappy")
  }

  /// A smooth spring of the given perceptual `duration`, bouncing `extraBounce` more.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(name: "smooth")
  }

  /// A bouncy spring of the given perceptual `duration`, bouncing `extraBounce` more.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(name: "bouncy")
  }
}
