// A tabbed app shell: tabs with labels, tags and badges; each tab keeps its state.
import ViewGraph

enum AppTab: Hashable {
  case inbox, archive, settings
}

struct InboxTabsScreen: View {
  @State private var selection = AppTab.inbox
  @State private var unread = 3

  var body: some View {
    TabView(selection: $selection) {
      MessageList(title: "Inbox", unread: $unread)
        .tabItem { Label("Inbox", systemImage: "tray") }
        .badge(unread)
        .tag(AppTab.inbox)
      MessageList(title: "Archive", unread: .constant(0))
        .tabItem { Label("Archive", systemImage: "archivebox") }
        .tag(AppTab.archive)
      Text("Settings")
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(AppTab.settings)
    }
  }
}

struct MessageList: View {
  let title: String
  @Binding var unread: Int
  @State private var opened: [Int] = []

  var body: some View {
    List(0..<3, id: \.self) { index in
      HStack {
        Image(systemName: opened.contains(index) ? "envelope.open" : "envelope")
        Text("\(title) message \(index)")
        Spacer()
        Button("Open \(title) \(index)") {
          if !opened.contains(index) {
            opened.append(index)
            unread = max(unread - 1, 0)
          }
        }
        .buttonStyle(.borderless)
      }
    }
    .listStyle(.plain)
  }
}
