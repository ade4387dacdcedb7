import Foundation

// Apple's Foundation declares `data(for:)` and `data(from:)` without a delegate parameter
// beside the forms with one; swift-corelibs-foundation has only the delegate forms, which a
// call satisfies through the default but a protocol requirement does not. Apps abstract
// URLSession for tests with `protocol URLSessionProtocol { func data(for:) async throws … }`
// and `extension URLSession: URLSessionProtocol {}` (VibeMeter).
#if !canImport(Darwin)
  import FoundationNetworking

  extension URLSession {
    /// Loads the data of a request.
    ///
    /// ```swift
    /// let (data, response) = try await URLSession.shared.data(for: request)
    /// ```
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
      try await data(for: request, delegate: nil)
    }

    /// Loads the data at a URL.
    ///
    /// ```swift
    /// let (data, _) = try await URLSession.shared.data(from: url)
    /// ```
    public func data(from url: URL) async throws -> (Data, URLResponse) {
      try await data(from: url, delegate: nil)
    }
  }
#endif
