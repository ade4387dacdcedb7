// `URLSession.dataTaskPublisher`, which Apple's Foundation declares for Combine. On Linux the
// mirror's pipelines compile against it but do no networking: a headless run must not depend
// on the network, so the request fails at once with `URLError(.notConnectedToInternet)`, as a
// device offline would, and the pipeline's error handling runs.
#if !canImport(Combine)
  import Foundation
  import ViewGraph
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension URLSession {
    /// A publisher that delivers the results of performing URL session data tasks; offline
    /// here: it fails with `URLError(.notConnectedToInternet)`.
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: url).map(\.data).replaceError(with: Data())
    /// ```
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
      public typealias Output = (data: Data, response: URLResponse)
      public typealias Failure = URLError
      /// The URL request performed by the data task associated with this publisher.
      public let request: URLRequest
      /// The URL session that performs the data task associated with this publisher.
      public let session: URLSession

      /// Creates a data task publisher from the provided URL request and URL session.
      public init(request: URLRequest, session: URLSession) {
        self.request = request
        self.session = session
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
        Fail<Output, URLError>(error: URLError(.notConnectedToInternet)).receive(subscriber: subscriber)
      }
    }

    /// Returns a publisher that wraps a URL session data task for a given URL.
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: feedURL)
    /// ```
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher {
      DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Returns a publisher that wraps a URL session data task for a given URL request.
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: request)
    /// ```
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher {
      DataTaskPublisher(request: request, session: self)
    }
  }
#endif
