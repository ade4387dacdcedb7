import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Navigation, presentation, tabs, toolbars, lists and custom containers: the API written
// as apps write it and mounted, so each snippet is compiled in full and its view runs.

private enum Column: Hashable { case a, b }

private struct ThreeColumns: View {
  @State private var visibility = NavigationSplitViewVisibility.all
  @State private var column = NavigationSplitViewColumn.sidebar
  @State private var selection: Int?
  @Namespace private var namespace
  var body: some View {
    NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
      List(0..<3, id: \.self, selection: $selection) { Text("row \($0)") }
        .navigationSplitViewColumnWidth(min: 100, ideal: 200)
    } content: {
      Text("content").navigationSplitViewColumnWidth(240)
    } detail: {
      NavigationStack {
        NavigationLink {
          Text("zoomed").navigationTransition(.zoom(sourceID: 1, in: namespace))
        } label: {
          Text("thumbnail").matchedTransitionSource(id: 1, in: namespace)
        }
        .navigationTitle("Detail")
        .navigationSubtitle("3 items")
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbarRole(.editor)
        .toolbar(.hidden, for: .tabBar)
        .toolbarVisibility(.visible, for: .navigationBar)
        .toolbar {
          ToolbarItem { Button("Undo") {} }
          ToolbarSpacer(.fixed)
          ToolbarItem { Button("Redo") {} }
          ToolbarSpacer(.flexible, placement: .bottomBar)
        }
        .toolbarTitleMenu { Button("Rename") {} }
        .backgroundExtensionEffect()
        .scrollEdgeEffectStyle(.soft, for: .top)
      }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

private struct TwoColumns: View {
  @State private var visibility = NavigationSplitViewVisibility.detailOnly
  var body: some View {
    VStack {
      NavigationSplitView(columnVisibility: $visibility) {
        Text("side")
      } detail: {
        Text("detail")
      }
      NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
        Text("side2")
      } detail: {
        Text("d2")
      }
    }
  }
}

private struct Tag: Identifiable { let id: Int }

private struct Presentations: View {
  @State private var tag: Tag?
  @State private var showsInfo = true
  @State private var showsSheet = true
  var body: some View {
    Text("main")
      .popover(item: $tag, attachmentAnchor: .point(.top), arrowEdge: .bottom) { Text("tag \($0.id)") }
      .popover(isPresented: .constant(false), attachmentAnchor: .rect(.bounds)) {
        Text("never").presentationCompactAdaptation(.none)
      }
      .inspector(isPresented: $showsInfo) {
        Text("inspector").inspectorColumnWidth(min: 200, ideal: 250, max: 400)
      }
      .sheet(isPresented: $showsSheet) {
        Text("sheet")
          .presentationDetents([.medium, .large])
          .presentationBackgroundInteraction(.enabled(upThrough: .medium))
          .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
          .presentationSizing(.form.fitted(horizontal: false, vertical: true))
          .presentationContentInteraction(.scrolls)
      }
  }
}

private enum Pane: Hashable { case home, more }

private struct Tabs: View {
  @State private var pane = Pane.home
  @State private var customization = TabViewCustomization()
  @State private var page = 0
  var body: some View {
    VStack {
      TabView(selection: $pane) {
        Tab("Home", systemImage: "house", value: Pane.home) { Text("home") }.badge(2).customizationID("home")
          .customizationBehavior(.disabled, for: .sidebar, .tabBar)
        TabSection("More") {
          Tab("More", systemImage: "ellipsis", value: Pane.more) { Text("more") }
        }
        .customizationID("section")
        .defaultVisibility(.hidden, for: .tabBar)
        .sectionActions { Button("New collection") {} }
      }
      .defaultAdaptableTabBarPlacement(.sidebar)
      .tabViewStyle(.sidebarAdaptable)
      .tabViewCustomization($customization)
      .tabViewSidebarHeader { Text("account") }
      .tabViewSidebarFooter { Text("storage") }
      .tabViewSidebarBottomBar { Button("Settings") {} }
      TabView(selection: $page) {
        Text("first").tag(0)
        Text("second").tag(1)
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .indexViewStyle(.page(backgroundDisplayMode: .always))
      TabView {
        Tab("Feed", systemImage: "list.bullet") { Text("feed") }
        Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("results") }
        Tab { Text("plain") }
      }
      .tabViewBottomAccessory { Text("now playing") }
      TabView {
        TabSection("Lists") {
          ForEach(["a", "b"], id: \.self) { name in
            Tab(name, systemImage: "list.bullet") { Text("list \(name)") }
          }
        }
      }
      .tabBarMinimizeBehavior(.onScrollDown)
      .tabViewStyle(.tabBarOnly)
    }
  }
}

private struct Folder: Identifiable {
  let id: Int
  var children: [Folder]?
}

private struct Lists: View {
  @State private var expanded = true
  @State private var query = ""
  @State private var active = false
  @State private var scope = 0
  @FocusState private var isSearchFocused: Bool
  let folders = [Folder(id: 1, children: [Folder(id: 2)])]
  var body: some View {
    NavigationStack {
      List {
        Section("A", isExpanded: $expanded) {
          Text("a").selectionDisabled().moveDisabled(true).deleteDisabled(true)
            .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }
        Section(isExpanded: .constant(false)) {
          Text("hidden")
        } header: {
          Text("B")
        }
      }
      .listSectionSpacing(.compact)
      .listSectionSpacing(.custom(12))
      .environment(\.defaultMinListRowHeight, 10)
      .searchable(
        text: $query, isPresented: $active, placement: .navigationBarDrawer(displayMode: .always),
        prompt: "Find"
      )
      .searchScopes($scope, activation: .onSearchPresentation) { Text("All").tag(0) }
      .searchSuggestions { Text("suggestion").searchCompletion("s") }
      .searchFocused($isSearchFocused)
      List(folders, children: \.children) { Text("folder \($0.id)") }
      OutlineGroup(folders[0], id: \.id, children: \.children) { Text("outline \($0.id)") }
    }
  }
}

extension ContainerValues {
  @Entry var surfaceIcon: String = "none"
}

private struct Cards<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack {
      ForEach(subviews: content) { subview in
        Text(subview.containerValues.surfaceIcon)
        subview
      }
      Group(subviews: content) { subviews in
        if let first = subviews.first { first }
        subviews[1...]
      }
      Group(sections: content) { sections in
        ForEach(sections) { section in section.header }
      }
    }
  }
}

private struct Containers: View {
  var body: some View {
    VStack {
      Cards {
        Text("one").containerValue(\.surfaceIcon, "star")
        Text("two")
      }
      Menu {
        Button("Duplicate") {}
      } label: {
        Label("Add", systemImage: "plus")
      } primaryAction: {
      }
      .menuOrder(.priority)
      ControlGroup("Format", systemImage: "textformat") { Button("Bold") {} }
        .controlGroupStyle(.palette)
    }
  }
}

@MainActor
@Suite("Surface: navigation, presentation, tabs, lists and custom containers")
struct NavigationSurfaceTests {
  @Test("split views with column visibility, toolbars and zoom transitions mount")
  func splitViews() {
    let host = mount(ThreeColumns())
    #expect(host.shows("row 0"))
    #expect(host.shows("content"))
    #expect(host.control("Redo") != nil)
    let two = mount(TwoColumns())
    #expect(two.shows("side"))
    #expect(two.shows("d2"))
  }

  @Test("popovers, inspectors and presentation modifiers mount")
  func presentations() {
    let host = mount(Presentations())
    #expect(host.shows("inspector"))
    #expect(host.shows("sheet"))
  }

  @Test("tab sections, page styles and the bottom accessory mount")
  func tabs() {
    let host = mount(Tabs())
    #expect(host.shows("more"))
    #expect(host.shows("second"))
    #expect(host.shows("now playing"))
    #expect(host.shows("account"))
    #expect(host.control("Settings") != nil)
    #expect(host.control("New collection") != nil)
    #expect(host.shows("plain"))
    #expect(host.shows("list b"))
  }

  @Test("collapsible sections, outline lists and search scopes mount")
  func lists() {
    let host = mount(Lists())
    #expect(host.shows("a"))
    #expect(!host.shows("hidden"))
    #expect(host.shows("folder 2"))
    #expect(host.shows("outline 2"))
    #expect(host.shows("suggestion"))
  }

  @Test("custom containers, primary-action menus and control groups mount")
  func containers() {
    let host = mount(Containers())
    #expect(host.shows("star"))
    #expect(host.shows("none"))
    #expect(host.texts.filter { $0 == "two" }.count == 2)
    #expect(host.control("Bold") != nil)
  }
}
