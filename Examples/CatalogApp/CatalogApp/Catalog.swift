import Foundation
import Observation

/// A place in the catalog, as the bundled JSON describes it.
struct Place: Codable, Hashable, Identifiable {
  var id: Int
  var name: String
  var park: String
  var isFavorite: Bool
}

/// The app's model: it loads the file the app bundles at launch, as Apple's Landmarks does,
/// and traps when the file is missing.
@Observable
final class Catalog {
  var places: [Place] = load("catalog.json")

  var favorites: [Place] { places.filter(\.isFavorite) }
}

func load<T: Decodable>(_ filename: String) -> T {
  guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
    fatalError("Couldn't find \(filename) in main bundle.")
  }
  do {
    return try JSONDecoder().decode(T.self, from: Data(contentsOf: file))
  } catch {
    fatalError("Couldn't parse \(filename) as \(T.self):\n\(error)")
  }
}
