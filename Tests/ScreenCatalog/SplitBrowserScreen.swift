// A sidebar/detail browser: a split view with a selectable list.
import ViewGraph

struct Folder: Identifiable, Hashable {
  let id: Int
  let name: String
}

struct SplitBrowserScreen: View {
  private let folders = [Folder(id: 1, name: "Work"), Folder(id: 2, name: "Home")]
  @State private var selection: Folder.ID?
  @State private var visibility = 0

  var body: some View {
    NavigationSplitView {
      List(folders, selection: $selection) { folder in
        Text(folder.name)
      }
      .navigationTitle("Folders")
    } detail: {
      if let selection, let folder = folders.first(where: { $0.id == selection }) {
        FolderDetail(folder: folder)
      } else {
        Text("Select a folder")
      }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

struct FolderDetail: View {
  let folder: Folder
  @State private var isPinned = false

  var body: some View {
    VStack {
      Text(folder.name).font(.largeTitle)
      Toggle("Pinned", isOn: $isPinned)
    }
  }
}
