// How a presentation looks and reacts to the user: recorded on the presented content,
// since ViewGraph draws no sheet and takes no drag.

/// Whether the view behind a sheet takes input while the sheet shows (recorded).
///
/// ```swift
/// Details().presentationBackgroundInteraction(.enabled(upThrough: .medium))
/// ```
public struct PresentationBackgroundInteraction: Sendable {
  let name: String

  /// The platform's default.
  public static var automatic: PresentationBackgroundInteraction { .init(name: "automatic") }
  /// The background takes input at every detent.
  public static var enabled: PresentationBackgroundInteraction { .init(name: "enabled") }
  /// The background takes input up to `detent`.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    .init(name: "enabled(upThrough: \(detent.name))")
  }
  /// The background takes no input.
  public static var disabled: PresentationBackgroundInteraction { .init(name: "disabled") }
}

/// How a presentation adapts to a compact size class (recorded).
///
/// ```swift
/// Palette().presentationCompactAdaptation(.popover)
/// ```
public struct PresentationAdaptation: Sendable {
  let name: String

  /// The platform's default.
  public static var automatic: PresentationAdaptation { .init(name: "automatic") }
  /// No adaptation: the presentation keeps its own form.
  public static var none: PresentationAdaptation { .init(name: "none") }
  /// A popover.
  public static var popover: PresentationAdaptation { .init(name: "popover") }
  /// A sheet.
  public static var sheet: PresentationAdaptation { .init(name: "sheet") }
  /// A full-screen cover.
  public static var fullScreenCover: PresentationAdaptation { .init(name: "fullScreenCover") }
}

/// Whether a swipe on a resizable sheet resizes it or scrolls its content (recorded).
///
/// ```swift
/// Results().presentationContentInteraction(.scrolls)
/// ```
public struct PresentationContentInteraction: Equatable, Sendable {
  let name: String

  /// The platform's default.
  public static var automatic: PresentationContentInteraction { .init(name: "automatic") }
  /// A swipe resizes the sheet first.
  public static var resizes: PresentationContentInteraction { .init(name: "resizes") }
  /// A swipe scrolls the content first.
  public static var scrolls: PresentationContentInteraction { .init(name: "scrolls") }
}

/// How a sheet is sized (recorded).
///
/// ```swift
/// Editor().presentationSizing(.form)
/// ```
public protocol PresentationSizing {
  /// The sizing's name, as the recorded modifier shows it.
  var _sizingName: String { get }
}

extension PresentationSizing {
  // A sizing of the app's own is recorded by its type name.
  public var _sizingName: String { String(describing: Self.self) }
}

/// A sizing with `fitted(horizontal:vertical:)` or `sticky(horizontal:vertical:)` applied.
struct NamedPresentationSizing: PresentationSizing {
  let _sizingName: String
}

/// The platform's default sizing.
public struct AutomaticPresentationSizing: PresentationSizing {
  public var _sizingName: String { "automatic" }
}

/// The size of a form sheet.
public struct FormPresentationSizing: PresentationSizing {
  public var _sizingName: String { "form" }
}

/// The size of a page sheet.
public struct PagePresentationSizing: PresentationSizing {
  public var _sizingName: String { "page" }
}

/// The content's ideal size.
public struct FittedPresentationSizing: PresentationSizing {
  public var _sizingName: String { "fitted" }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The platform's default sizing.
  public static var automatic: AutomaticPresentationSizing { .init() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  /// The size of a form sheet.
  public static var form: FormPresentationSizing { .init() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  /// The size of a page sheet.
  public static var page: PagePresentationSizing { .init() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  /// The content's ideal size.
  public static var fitted: FittedPresentationSizing { .init() }
}

extension PresentationSizing {
  /// This sizing, fitted to the content's ideal size along the given axes.
  public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
    NamedPresentationSizing(_sizingName: "\(_sizingName).fitted(\(horizontal), \(vertical))")
  }

  /// This sizing, kept at least as large as it grew along the given axes.
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
    NamedPresentationSizing(_sizingName: "\(_sizingName).sticky(\(horizontal), \(vertical))")
  }
}
