#if !canImport(UIKit)
  import Foundation

  /// An image as UIKit declares it, by where it comes from: nothing is decoded, so an image
  /// made from data or a file keeps only that it was. `Image(uiImage:)` shows it by its
  /// description.
  ///
  /// ```swift
  /// if let logo = UIImage(named: "Logo") { Image(uiImage: logo) }
  /// ```
  open class UIImage: NSObject, @unchecked Sendable {
    /// Where the image comes from: its asset or symbol name, or `data(… bytes)`, `file(path)`.
    private let source: String

    private init(source: String) {
      self.source = source
      super.init()
    }

    public override convenience init() { self.init(source: "empty") }

    /// The asset catalog's image named `name`. There is no catalog headlessly: every name
    /// gives an image that keeps it.
    public convenience init?(named name: String) { self.init(source: name) }

    /// The SF Symbol named `name`.
    public convenience init?(systemName name: String) { self.init(source: name) }

    /// An image decoded from `data`; nil for empty data.
    public convenience init?(data: Data) {
      guard !data.isEmpty else { return nil }
      self.init(source: "data(\(data.count) bytes)")
    }

    /// An image read from the file at `path`; nil when there is no such file.
    public convenience init?(contentsOfFile path: String) {
      guard FileManager.default.fileExists(atPath: path) else { return nil }
      self.init(source: "file(\(path))")
    }

    /// The image's size in points: unknown headlessly, so zero.
    public var size: CGSize { .zero }

    open override var description: String { source }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIImage)?.source == source }

    open override var hash: Int { source.hashValue }
  }
#endif
