#if !canImport(AppKit)
  import Foundation

  /// A view that adds translucency and vibrancy, as AppKit declares it: material, blending
  /// mode and state are kept (a test reads them), nothing is blurred.
  ///
  /// ```swift
  /// func makeNSView(context: Context) -> NSVisualEffectView {
  ///   let view = NSVisualEffectView()
  ///   view.material = .hudWindow
  ///   view.blendingMode = .behindWindow
  ///   return view
  /// }
  /// ```
  @preconcurrency @MainActor
  open class NSVisualEffectView: NSView {
    /// The material shown.
    public enum Material: Int, Sendable {
      case titlebar = 3, selection = 4, menu = 5, popover = 6, sidebar = 7, headerView = 10, sheet = 11
      case windowBackground = 12, hudWindow = 13, fullScreenUI = 15, toolTip = 17, contentBackground = 18
      case underWindowBackground = 21, underPageBackground = 22
      case appearanceBased = 0, light = 1, dark = 2, mediumLight = 8, ultraDark = 9
    }

    /// What the view blends with.
    public enum BlendingMode: Int, Sendable { case behindWindow, withinWindow }

    /// Whether the material looks active.
    public enum State: Int, Sendable { case followsWindowActiveState, active, inactive }

    open var material: Material = .windowBackground
    open var blendingMode: BlendingMode = .behindWindow
    open var state: State = .followsWindowActiveState
    open var isEmphasized = false
  }
#endif
