import Foundation
import ViewGraphSwiftData

@Model final class Trip {
  @Attribute(.unique) var name: String
  var start: Date
  var rating = 0
  var optionalNote: String? = nil
  @Relationship(deleteRule: .cascade, inverse: \Sight.trip) var sights: [Sight] = []
  @Transient var isExpanded = false

  init(name: String, start: Date = .now, rating: Int = 0) {
    self.name = name
    self.start = start
    self.rating = rating
  }
}

@Model final class Sight {
  var title: String
  var trip: Trip?

  init(title: String) { self.title = title }
}

/// A folder whose notes are kept when it goes (`.nullify`, the default rule).
@Model final class Folder {
  var name: String
  @Relationship(inverse: \Note.folder) var notes: [Note] = []

  init(name: String) { self.name = name }
}

@Model final class Note {
  var text: String
  var folder: Folder?
  #Unique<Note>([\.text])

  init(text: String) { self.text = text }
}

/// A container in memory for `types`, which the tests cannot fail to make.
func makeContainer(_ types: any PersistentModel.Type..., url: URL? = nil) -> ModelContainer {
  let configuration =
    url.map { ModelConfiguration(url: $0) } ?? ModelConfiguration(isStoredInMemoryOnly: true)
  // An in-memory or URL container never throws here.
  return try! ModelContainer(for: Schema(types), configurations: configuration)
}
