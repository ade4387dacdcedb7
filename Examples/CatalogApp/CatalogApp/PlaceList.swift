import SwiftUI

struct PlaceList: View {
  @Environment(Catalog.self) private var catalog
  @State private var showFavoritesOnly = false

  private var shown: [Place] {
    showFavoritesOnly ? catalog.favorites : catalog.places
  }

  var body: some View {
    NavigationStack {
      List {
        Toggle("Favorites only", isOn: $showFavoritesOnly)
        ForEach(shown) { place in
          NavigationLink(place.name) {
            PlaceEditor(place: place)
          }
        }
      }
      .navigationTitle("Places")
    }
  }
}

#Preview {
  PlaceList()
    .environment(Catalog())
}
