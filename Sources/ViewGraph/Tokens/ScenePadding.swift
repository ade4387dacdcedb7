/// The padding that spaces a view from its scene, for ``View/scenePadding(_:edges:)``.
///
/// ```swift
/// Form { Toggle("Sound", isOn: $sound) }.scenePadding(.minimum, edges: .horizontal)
/// ```
public struct ScenePadding: Equatable, Sendable {
  /// How the modifier records it (`minimum`): Apple's type prints nothing of its own.
  let name: String

  /// The minimum padding: a window's root view on macOS, a navigation title's alignment
  /// on watchOS.
  public static let minimum = ScenePadding(name: "minimum")
  /// The padding of a navigation bar's content (watchOS).
  @available(iOS, unavailable)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  public static let navigationBar = ScenePadding(name: "navigationBar")
}
