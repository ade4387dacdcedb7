import SwiftUI

@main
struct CatalogApp: App {
  @State private var catalog = Catalog()

  var body: some Scene {
    WindowGroup {
      PlaceList()
        .environment(catalog)
    }
  }
}
