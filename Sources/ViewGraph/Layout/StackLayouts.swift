import Foundation

// The built-in stacks as `Layout` values (iOS 16), for `AnyLayout` and for calling a layout
// directly: `HStackLayout(spacing: 4) { … }` mounts its content as `HStack` does. They measure
// as stacks do (the sizes along the axis added with the spacing, the largest across it);
// ViewGraph never places views.

/// A horizontal stack as a layout.
///
/// ```swift
/// let layout = wide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout())
/// ```
public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stackSize(subviews, proposal: proposal, spacing: spacing, alongWidth: true)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// A vertical stack as a layout.
public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stackSize(subviews, proposal: proposal, spacing: spacing, alongWidth: false)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// An overlaying stack as a layout.
public struct ZStackLayout: Layout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) { self.alignment = alignment }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// A grid as a layout; measured as a vertical stack of its rows.
public struct GridLayout: Layout {
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stackSize(subviews, proposal: proposal, spacing: verticalSpacing, alongWidth: false)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

private func stackSize(
  _ subviews: LayoutSubviews, proposal: ProposedViewSize, spacing: CGFloat?, alongWidth: Bool
) -> CGSize {
  let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
  let gaps =
    CGFloat(max(sizes.count - 1, 0))
    * (spacing ?? ViewSpacing().distance(to: ViewSpacing(), along: .horizontal))
  let along = sizes.reduce(0) { $0 + (alongWidth ? $1.width : $1.height) } + gaps
  let across = sizes.map { alongWidth ? $0.height : $0.width }.max() ?? 0
  return alongWidth ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
}
