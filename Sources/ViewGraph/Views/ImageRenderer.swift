import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// An object that makes images of a SwiftUI view, as in SwiftUI (S288). It holds the view and
/// the scale; ViewGraph lays nothing out and draws nothing, so its images are nil, which
/// SwiftUI's are too when the view cannot be drawn. A screen that renders on demand
/// (`ShareLink(item: Image(uiImage: renderer.uiImage!))`) compiles, and shows what it shows
/// when there is no image.
///
/// ```swift
/// let renderer = ImageRenderer(content: ChartView(data: data))
/// renderer.scale = 2
/// if let image = renderer.uiImage { share(image) }
/// ```
public final class ImageRenderer<Content: View>: ObservableObject {
  /// The view rendered.
  @MainActor public final var content: Content
  /// Points per pixel of the images made; 1 unless set.
  @MainActor public final var scale: CGFloat = 1
  /// Whether the images are opaque; false unless set.
  @MainActor public final var isOpaque = false
  /// The size the view is proposed; nil, its ideal size, unless set.
  @MainActor public final var proposedSize: ProposedViewSize = .unspecified

  /// A renderer of `view`.
  @MainActor public init(content view: Content) {
    content = view
  }
}

#if canImport(CoreGraphics)
  extension ImageRenderer {
    /// The view as a Core Graphics image: nil, since ViewGraph draws nothing.
    @MainActor public final var cgImage: CGImage? { nil }
  }
#endif

#if !canImport(UIKit)
  extension ImageRenderer {
    /// The view as a UIKit image: nil, since ViewGraph draws nothing.
    @MainActor public final var uiImage: UIImage? { nil }
  }
#endif

#if !canImport(AppKit)
  extension ImageRenderer {
    /// The view as an AppKit image: nil, since ViewGraph draws nothing.
    @MainActor public final var nsImage: NSImage? { nil }
  }
#endif
