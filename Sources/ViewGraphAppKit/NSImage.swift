#if !canImport(AppKit)
  import Foundation

  /// An image as AppKit declares it, by where it comes from: nothing is decoded, so an image
  /// made from data or a file keeps only that it was. `Image(nsImage:)` shows it by its
  /// description.
  ///
  /// ```swift
  /// Image(nsImage: NSApp.applicationIconImage)
  /// ```
  open class NSImage: NSObject, @unchecked Sendable {
    /// An image's name in the asset catalog or among the system's images.
    public typealias Name = String

    /// Where the image comes from: its asset or symbol name, or `data(… bytes)`, `file(path)`.
    private let source: String
    /// The image's size in points: what it was made with, else zero (nothing is decoded).
    public var size: CGSize
    /// Whether the image is a template, tinted by the views showing it.
    public var isTemplate = false

    package init(source: String, size: CGSize = .zero) {
      self.source = source
      self.size = size
      super.init()
    }

    /// An empty image of `size`, to draw into.
    public convenience init(size: CGSize) {
      self.init(source: "size(\(size.width), \(size.height))", size: size)
    }

    /// The asset catalog's image named `name`. There is no catalog headlessly: every name
    /// gives an image that keeps it.
    public convenience init?(named name: NSImage.Name) { self.init(source: name) }

    /// The SF Symbol named `systemSymbolName`.
    public convenience init?(systemSymbolName: String, accessibilityDescription description: String?) {
      self.init(source: systemSymbolName)
    }

    /// An image decoded from `data`; nil for empty data.
    public convenience init?(data: Data) {
      guard !data.isEmpty else { return nil }
      self.init(source: "data(\(data.count) bytes)")
    }

    /// An image read from the file at `url`; nil when there is no such file.
    public convenience init?(contentsOf url: URL) {
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      self.init(source: "file(\(url.path))")
    }

    /// An image read from the file at `fileName`; nil when there is no such file.
    public convenience init?(contentsOfFile fileName: String) {
      self.init(contentsOf: URL(fileURLWithPath: fileName))
    }

    open override var description: String { source }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSImage)?.source == source }

    open override var hash: Int { source.hashValue }
  }
#endif
