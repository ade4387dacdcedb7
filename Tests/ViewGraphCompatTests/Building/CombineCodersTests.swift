import Foundation
import Testing

@testable import ViewGraphCompat

/// `import Combine` brings `TopLevelDecoder` and `TopLevelEncoder`, as Apple's Combine does: a
/// web repository generic over its decoder (CleanArchitecture's `WebRepository`) compiles.
extension ViewGraphCompatTests {
  static let decodingApp = [
    "WebRepository.swift": """
    import Combine
    import Foundation

    protocol WebRepository {}

    extension WebRepository {
      func decode<Value, Decoder>(_ data: Data, with decoder: Decoder) throws -> Value
      where Value: Decodable, Decoder: TopLevelDecoder, Decoder.Input == Data {
        try decoder.decode(Value.self, from: data)
      }

      func encode<Encoder: TopLevelEncoder>(_ names: [String], with encoder: Encoder) throws -> Encoder.Output {
        try encoder.encode(names)
      }
    }
    """,
    "Countries.swift": """
    import SwiftUI

    struct Countries: View, WebRepository {
      @State private var names: [String] = []
      var body: some View {
        List(names, id: \\.self) { Text($0) }
          .onAppear { names = (try? decode(Data("[\\"Lisbon\\"]".utf8), with: JSONDecoder())) ?? [] }
      }
    }
    """,
  ]

  @Test("import Combine brings TopLevelDecoder and TopLevelEncoder, as Apple's Combine does")
  func combineCoders() throws {
    let app = try FixtureApp(Self.decodingApp)
    let result = try #require(try Self.results(for: app).first)
    #expect(result.counted == 1)
    #expect(result.compiling == 1)
  }
}
