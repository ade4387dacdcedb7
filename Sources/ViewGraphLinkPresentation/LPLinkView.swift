#if !canImport(LinkPresentation)
  import Foundation
  import ViewGraph
  import ViewGraphUIKit

  /// A rich preview of a link, as LinkPresentation declares it: it shows its metadata, or
  /// the URL until metadata is set. Nothing is drawn; a test reads ``metadata``.
  ///
  /// Apple's `LPLinkView` is an `NSView` on macOS and a `UIView` on iOS; like `WKWebView`
  /// here, this one class is a `UIView` that an `NSViewRepresentable` accepts too (S339).
  ///
  /// ```swift
  /// func makeUIView(context: Context) -> LPLinkView { LPLinkView(metadata: metadata) }
  /// ```
  @preconcurrency @MainActor
  open class LPLinkView: UIView, _NSViewRepresentableView {
    /// What the view shows: the metadata set, or metadata holding only the URL it was made with.
    open var metadata: LPLinkMetadata

    public init(url: URL) {
      let metadata = LPLinkMetadata()
      metadata.originalURL = url
      metadata.url = url
      self.metadata = metadata
      super.init(frame: .zero)
    }

    public init(metadata: LPLinkMetadata) {
      self.metadata = metadata
      super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
      metadata = LPLinkMetadata()
      super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
      metadata = LPLinkMetadata()
      super.init(coder: coder)
    }
  }
#endif
