/// How a pushed or presented screen animates in (recorded, not animated).
///
/// ```swift
/// PhotoDetail(photo: photo).navigationTransition(.zoom(sourceID: photo.id, in: namespace))
/// ```
// Not main-actor isolated, as SwiftUI declares it: a model or route type builds its
// transition outside a view (`.zoom(sourceID:in:)` in a nonisolated property).
public protocol NavigationTransition {
  /// The transition's name, as the recorded modifier shows it.
  var _transitionName: String { get }
}

/// The platform's default navigation transition.
public struct AutomaticNavigationTransition: NavigationTransition {
  public var _transitionName: String { "automatic" }
}

/// A screen that zooms out of the view marked with `matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition {
  let sourceID: String
  public var _transitionName: String { "zoom(\(sourceID))" }
}

/// A transition that cross-fades between the appearing and the disappearing screen.
public struct CrossFadeNavigationTransition: NavigationTransition {
  public var _transitionName: String { "crossFade" }
}

extension NavigationTransition where Self == CrossFadeNavigationTransition {
  /// Cross-fades between the appearing and the disappearing screen.
  public static var crossFade: CrossFadeNavigationTransition { .init() }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's default navigation transition.
  public static var automatic: AutomaticNavigationTransition { .init() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A screen that zooms out of the source view with the same id in `namespace`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    .init(sourceID: "\(sourceID)")
  }
}

extension View {
  /// How this screen animates when it is pushed or presented (recorded).
  ///
  /// ```swift
  /// PhotoDetail(photo: photo).navigationTransition(.zoom(sourceID: photo.id, in: namespace))
  /// ```
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("navigationTransition", style._transitionName)
  }

  /// Marks this view as the source of a zoom transition with `id` (recorded).
  ///
  /// ```swift
  /// Thumbnail(photo: photo).matchedTransitionSource(id: photo.id, in: namespace)
  /// ```
  nonisolated public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("matchedTransitionSource", id)
  }
}
