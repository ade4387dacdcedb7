#if !canImport(LinkPresentation)
  import Foundation
  import ViewGraphCoreTransferable

  /// What describes a link, as LinkPresentation declares it: its title, its URLs and the
  /// providers of its image, icon and video. A share sheet's item source returns one, a
  /// provider fetches one, an `LPLinkView` shows one.
  ///
  /// ```swift
  /// let metadata = LPLinkMetadata()
  /// metadata.title = item.name
  /// metadata.imageProvider = NSItemProvider(object: image)
  /// ```
  open class LPLinkMetadata: NSObject, @unchecked Sendable {
    open var title: String?
    /// The URL the metadata is for, after redirects.
    open var url: URL?
    /// The URL that was asked for.
    open var originalURL: URL?
    open var imageProvider: NSItemProvider?
    open var iconProvider: NSItemProvider?
    open var videoProvider: NSItemProvider?
    open var remoteVideoURL: URL?

    public override init() { super.init() }

    open override var description: String {
      "LPLinkMetadata(title: \(title.map { "\"\($0)\"" } ?? "nil"), url: \(url?.absoluteString ?? "nil"))"
    }
  }

  /// Why fetching metadata failed, as LinkPresentation declares it.
  public struct LPError: Error, Hashable, Sendable {
    /// The kinds of failure.
    public enum Code: Int, Sendable {
      case unknown = 1, metadataFetchFailed, metadataFetchCancelled, metadataFetchTimedOut,
        metadataFetchNotAllowed
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var unknown: Code { .unknown }
    public static var metadataFetchFailed: Code { .metadataFetchFailed }
    public static var metadataFetchCancelled: Code { .metadataFetchCancelled }
    public static var metadataFetchTimedOut: Code { .metadataFetchTimedOut }
    public static var metadataFetchNotAllowed: Code { .metadataFetchNotAllowed }
  }
#endif
