#if !canImport(UIKit)
  import Foundation
  import ViewGraphCoreTransferable
  import ViewGraphUniformTypeIdentifiers

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

    init(source: String) {
      self.source = source
      super.init()
    }

    public override convenience init() { self.init(source: "empty") }

    /// The asset catalog's image named `name`. There is no catalog headlessly: every name
    /// gives an image that keeps it.
    public convenience init?(named name: String) { self.init(source: name) }

    /// The SF Symbol named `name`.
    public convenience init?(systemName name: String) { self.init(source: name) }

    /// An image decoded from `data`; nil for empty data. Data that ``pngData()`` or
    /// ``jpegData(compressionQuality:)`` made gives back the image they encoded (S351).
    public convenience init?(data: Data) {
      guard !data.isEmpty else { return nil }
      self.init(source: ImageEncoding.source(in: data) ?? "data(\(data.count) bytes)")
    }

    /// An image read from the file at `path`; nil when there is no such file.
    public convenience init?(contentsOfFile path: String) {
      guard FileManager.default.fileExists(atPath: path) else { return nil }
      self.init(source: "file(\(path))")
    }

    /// The image's size in points: unknown headlessly, so zero.
    public var size: CGSize { .zero }

    /// The image as PNG data. There are no pixels headlessly: the data is a PNG stream
    /// (signature, a chunk naming the image, the end chunk) that ``init(data:)`` reads back
    /// as an equal image (S351).
    public func pngData() -> Data? { ImageEncoding.png(source) }

    /// The image as JPEG data; `compressionQuality` (0 to 1) changes nothing without pixels.
    /// The data is a JPEG stream (start, a comment naming the image, end) that
    /// ``init(data:)`` reads back as an equal image (S351).
    public func jpegData(compressionQuality: CGFloat) -> Data? { ImageEncoding.jpeg(source) }

    open override var description: String { source }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIImage)?.source == source }

    open override var hash: Int { source.hashValue }
  }

  extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// Images of any type, as UIKit's reads PNG, JPEG, HEIC and the rest.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.image.identifier] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
      // Not `Self(data:)`: that would make the initializer `required` of every subclass.
      guard let image = UIImage(data: data) as? Self else { throw CocoaError(.fileReadCorruptFile) }
      return image
    }

    /// PNG, as UIKit's writes it first.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }

    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(pngData(), nil)
      return nil
    }
  }
#endif
