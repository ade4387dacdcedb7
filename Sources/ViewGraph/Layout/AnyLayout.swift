import Foundation

/// A layout whose type is erased, so a container can switch layouts without its content
/// changing identity (SwiftUI keeps the subviews' state across the switch, and so does
/// ViewGraph: the container is `_LayoutContainer<AnyLayout, Content>` whichever layout it
/// holds).
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Avatar(); Details() }
/// ```
public struct AnyLayout: Layout {
  /// The cache of the layout inside, erased.
  public struct Cache {
    var value: Any
  }

  private let sizing: @Sendable (ProposedViewSize, LayoutSubviews, inout Cache) -> CGSize
  private let placing: @Sendable (CGRect, ProposedViewSize, LayoutSubviews, inout Cache) -> Void
  private let caching: @Sendable (LayoutSubviews) -> Cache
  /// The type of the layout inside, which a test can read back.
  let layoutType: Any.Type

  /// Erases `layout`.
  public init<L: Layout>(_ layout: L) {
    layoutType = L.self
    caching = { Cache(value: layout.makeCache(subviews: $0)) }
    sizing = { proposal, subviews, cache in
      var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache.value = inner }
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
    }
    placing = { bounds, proposal, subviews, cache in
      var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache.value = inner }
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
    }
  }

  public func makeCache(subviews: Subviews) -> Cache { caching(subviews) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    sizing(proposal, subviews, &cache)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    placing(bounds, proposal, subviews, &cache)
  }
}
