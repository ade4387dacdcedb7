#if !canImport(UIKit)
  import Foundation

  /// A view that blurs or tints what is behind it, as UIKit declares it: the effect is kept
  /// (a test reads `effect`), nothing is blurred.
  ///
  /// ```swift
  /// func makeUIView(context: Context) -> UIVisualEffectView {
  ///   UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
  /// }
  /// ```
  @preconcurrency @MainActor
  open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    /// Where subviews go, above the effect.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
      self.effect = effect
      super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  /// An effect a ``UIVisualEffectView`` applies.
  @preconcurrency @MainActor
  open class UIVisualEffect: NSObject {
    public override init() { super.init() }
  }

  /// A blur, by style.
  @preconcurrency @MainActor
  open class UIBlurEffect: UIVisualEffect {
    /// The blur's material.
    public enum Style: Int, Sendable {
      case extraLight, light, dark, extraDark, regular, prominent
      case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial,
        systemChromeMaterial
      case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
      case systemThickMaterialLight, systemChromeMaterialLight
      case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
      case systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The style it was made with.
    public let style: Style

    public init(style: Style) {
      self.style = style
      super.init()
    }
  }

  /// Vibrancy over a blur.
  @preconcurrency @MainActor
  open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it was made for.
    public let blurEffect: UIBlurEffect

    public init(blurEffect: UIBlurEffect) {
      self.blurEffect = blurEffect
      super.init()
    }
  }
#endif
