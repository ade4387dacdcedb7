import StateHarness
import Testing  // for the harness calls' #_sourceLocation defaults
@_spi(Inspection) import ViewGraph

// A real screen's shape, for what a user waits for in one rule test: a list of 20 rows in a
// navigation stack, with a pushed destination, a toolbar button that presents a sheet, and
// a model the app hands down through the environment.

struct CatalogItem: Identifiable, Hashable {
  let id: Int
  var title: String
  var isFavorite = false
}

@Observable
final class Catalog {
  var items = (0..<20).map { CatalogItem(id: $0, title: "Item \($0)") }
  var query = ""
}

/// The app-wide model the screen reads from the environment.
@Observable
final class AppPreferences {
  var showsFavoritesFirst = false
  var accent = "blue"
}

struct CatalogScreen: View {
  @State private var catalog = Catalog()
  @State private var isAdding = false
  @Environment(AppPreferences.self) private var preferences

  var body: some View {
    NavigationStack {
      List {
        ForEach(catalog.items) { item in
          NavigationLink(value: item.id) {
            CatalogRow(item: item, accent: preferences.accent)
          }
        }
      }
      .navigationTitle("Catalog")
      .navigationDestination(for: Int.self) { id in
        CatalogDetail(catalog: catalog, itemID: id)
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Add") { isAdding = true }
        }
      }
      .sheet(isPresented: $isAdding) {
        AddItemForm { title in catalog.items.append(CatalogItem(id: catalog.items.count, title: title)) }
      }
    }
  }
}

struct CatalogRow: View {
  let item: CatalogItem
  let accent: String

  var body: some View {
    HStack {
      Text(item.title)
      Spacer()
      if item.isFavorite { Image(systemName: "star.fill") }
    }
  }
}

struct CatalogDetail: View {
  @Bindable var catalog: Catalog
  let itemID: Int

  var body: some View {
    Form {
      Text(catalog.items[itemID].title)
      Toggle("Favorite", isOn: $catalog.items[itemID].isFavorite)
    }
  }
}

struct AddItemForm: View {
  let onSave: (String) -> Void
  @State private var title = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Title", text: $title)
      Button("Save") {
        onSave(title)
        dismiss()
      }
    }
  }
}

/// One rule test on the screen, as a user writes it: mount under a parent, then rule 1
/// (`@State` owns the model) over its default three parent re-renders.
@MainActor
func screenRuleTest() {
  let harness = ParentHarness(runtimeWarnings: .collect) {
    CatalogScreen().environment(AppPreferences())
  }
  blackHole(harness.checkStateOwnsTheModel(of: Catalog.self))
}
