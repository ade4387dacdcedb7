import SwiftUI

/// Edits a draft of a place; the initializer asks for the place (`@State var place` has no
/// initial value), so no test can make it with `PlaceEditor()`.
struct PlaceEditor: View {
  @State var place: Place

  var body: some View {
    Form {
      TextField("Name", text: $place.name)
      Toggle("Favorite", isOn: $place.isFavorite)
    }
  }
}

struct AboutScreen: View {
  var body: some View {
    Text("Places from the bundled catalog")
  }
}
