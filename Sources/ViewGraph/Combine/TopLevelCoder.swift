#if !canImport(Combine)
  import Foundation

  /// A type that defines methods for decoding, so `decode(type:decoder:)` can take any
  /// decoder whose input matches the upstream's output.
  ///
  /// ```swift
  /// URLSession.shared.dataTaskPublisher(for: url).map(\.data).decode(type: Feed.self, decoder: JSONDecoder())
  /// ```
  public protocol TopLevelDecoder {
    /// The type this decoder accepts.
    associatedtype Input
    /// Decodes an instance of the indicated type.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
  }

  /// A type that defines methods for encoding, so `encode(encoder:)` can take any encoder.
  ///
  /// ```swift
  /// Just(settings).encode(encoder: JSONEncoder())
  /// ```
  public protocol TopLevelEncoder {
    /// The type this encoder produces.
    associatedtype Output
    /// Encodes an instance of the indicated type.
    func encode<T: Encodable>(_ value: T) throws -> Output
  }

  // Apple's Foundation declares these conformances where Combine exists; on Linux the
  // subset declares them, so the same pipelines compile.
  extension JSONDecoder: TopLevelDecoder {}
  extension JSONEncoder: TopLevelEncoder {}
  extension PropertyListDecoder: TopLevelDecoder {}
  extension PropertyListEncoder: TopLevelEncoder {}
#endif
