#if !canImport(LinkPresentation)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif
  import ViewGraph
  import ViewGraphFoundationGaps

  /// Fetches a link's metadata, as LinkPresentation declares it. A headless test has no
  /// network: the provider answers with the metadata a test supplied for the URL
  /// (``supplied``, inspection SPI); with none supplied it raises a `notModelled` warning and
  /// fails with `LPError(.metadataFetchFailed)`, as the service does when a page cannot be
  /// read (S379). As in LinkPresentation, a provider fetches once, and its completion
  /// handler runs on a background queue.
  ///
  /// ```swift
  /// let metadata = try await LPMetadataProvider().startFetchingMetadata(for: url)
  /// title = metadata.title
  /// ```
  open class LPMetadataProvider: NSObject, @unchecked Sendable {
    /// Whether to fetch the image, icon and video too; kept, nothing is fetched.
    open var shouldFetchSubresources = true
    /// How long a fetch may take, in seconds; kept, nothing is fetched.
    open var timeout: TimeInterval = 30
    private let lock = NSLock()
    private var started = false

    public override init() { super.init() }

    /// Fetches the metadata of `url`; the handler hears it, or the error, on a background queue.
    open func startFetchingMetadata(
      for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void
    ) {
      let (answer, warning) = self.answer(for: url)
      if let warning { RuntimeWarning.raise(.notModelled, warning) }
      DispatchQueue.global().async {
        switch answer {
        case .success(let metadata): completionHandler(metadata, nil)
        case .failure(let error): completionHandler(nil, error)
        }
      }
    }

    /// Fetches the metadata of `request`'s URL.
    open func startFetchingMetadata(
      for request: URLRequest, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void
    ) {
      guard let url = request.url else {
        // Nothing to fetch: fail as a fetch of an unreadable page does, and say why.
        RuntimeWarning.raise(
          .notModelled,
          "LPMetadataProvider.startFetchingMetadata(for:) was given a URLRequest without a URL; it fails with "
            + "LPError(.metadataFetchFailed). Fix: give the request the page's URL.")
        DispatchQueue.global().async { completionHandler(nil, LPError(.metadataFetchFailed)) }
        return
      }
      startFetchingMetadata(for: url, completionHandler: completionHandler)
    }

    /// Fetches the metadata of `url`.
    open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
      let (answer, warning) = self.answer(for: url)
      // Raised on the main actor, where a warning reaches the running test.
      if let warning { await MainActor.run { RuntimeWarning.raise(.notModelled, warning) } }
      return try answer.get()
    }

    /// Stops a fetch; a fetch here has answered already, so nothing changes.
    open func cancel() {}

    /// What a fetch of `url` answers, and the warning to raise, read on the caller's task:
    /// the supply is the running test's, which a background queue would not see.
    private func answer(for url: URL) -> (Result<LPLinkMetadata, LPError>, warning: String?) {
      let again = lock.withLock {
        defer { started = true }
        return started
      }
      if again {
        return (
          .failure(LPError(.unknown)),
          "LPMetadataProvider.startFetchingMetadata(for: \(Self.quoted(url))) was called on a provider that "
            + "fetched already; LinkPresentation raises an exception for that. Fix: make a new "
            + "LPMetadataProvider for each fetch."
        )
      }
      Self.requests.modify { $0.append(url) }
      if let metadata = Self.supplies.value[url] { return (.success(metadata), nil) }
      return (
        .failure(LPError(.metadataFetchFailed)),
        "LPMetadataProvider fetched \(Self.quoted(url)), which no test supplied; it fails with "
          + "LPError(.metadataFetchFailed). Fix: supply it with LPMetadataProvider.supplied[url]."
      )
    }

    /// The URL as a message quotes it: at most 200 characters.
    private static func quoted(_ url: URL) -> String {
      let text = url.absoluteString
      return text.count <= 200 ? text : "\(text.prefix(200))… (\(text.count) characters)"
    }

    /// What the running test supplied and asked for (S353).
    static let supplies = TestScoped<[URL: LPLinkMetadata]>([:])
    static let requests = TestScoped<[URL]>([])
  }

  @_spi(Inspection)
  extension LPMetadataProvider {
    /// The metadata each URL's fetch answers with, for the running test; a URL not in it
    /// makes the fetch warn and fail.
    public static var supplied: [URL: LPLinkMetadata] {
      get { supplies.value }
      set { supplies.value = newValue }
    }

    /// The URLs providers were asked to fetch, in order, in the running test.
    public static var requestedURLs: [URL] { requests.value }

    /// Forgets what the running test supplied and asked.
    public static func reset() {
      supplies.reset()
      requests.reset()
    }
  }
#endif
