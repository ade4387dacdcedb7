#if !canImport(Combine)
  extension Publishers {
    /// A publisher that decodes each upstream element with a decoder; a decoding error ends
    /// it with that failure.
    ///
    /// ```swift
    /// let feed = data.decode(type: Feed.self, decoder: JSONDecoder())
    /// ```
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
      public typealias Failure = any Error
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      private let decoder: Coder

      /// Creates a publisher that decodes the upstream's elements with `decoder`.
      public init(upstream: Upstream, decoder: Coder) {
        self.upstream = upstream
        self.decoder = decoder
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let decoder = decoder
        upstream.tryMap { try decoder.decode(Output.self, from: $0) }.receive(subscriber: subscriber)
      }
    }

    /// A publisher that encodes each upstream element with an encoder; an encoding error
    /// ends it with that failure.
    ///
    /// ```swift
    /// let bytes = Just(settings).encode(encoder: JSONEncoder())
    /// ```
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
    where Upstream.Output: Encodable {
      public typealias Failure = any Error
      public typealias Output = Coder.Output
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      private let encoder: Coder

      /// Creates a publisher that encodes the upstream's elements with `encoder`.
      public init(upstream: Upstream, encoder: Coder) {
        self.upstream = upstream
        self.encoder = encoder
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let encoder = encoder
        upstream.tryMap { try encoder.encode($0) }.receive(subscriber: subscriber)
      }
    }
  }

  extension Publisher {
    /// Decodes the output from the upstream using a specified decoder.
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: url).map(\.data).decode(type: Feed.self, decoder: JSONDecoder())
    /// ```
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(
      type: Item.Type, decoder: Coder
    ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
      Publishers.Decode(upstream: self, decoder: decoder)
    }

    /// Encodes the output from the upstream using a specified encoder.
    ///
    /// ```swift
    /// Just(settings).encode(encoder: JSONEncoder())
    /// ```
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder>
    where Output: Encodable {
      Publishers.Encode(upstream: self, encoder: encoder)
    }
  }
#endif
