import Testing
@_spi(Inspection) import ViewGraph

// SwiftUI's underscored variadic views, grouped commands and accessory-bar button styles,
// written as open-source macOS apps (CodeEdit) write them and mounted, so each snippet is
// compiled in full and its views run.

private struct CollapsedKey: _ViewTraitKey {
  static var defaultValue: Binding<Bool> { .constant(false) }
}

private struct CanCollapseKey: _ViewTraitKey {
  static let defaultValue: Bool = false
}

private struct ControllerKey: _ViewTraitKey {
  static var defaultValue: () -> Int? { { nil } }
}

private struct ChildrenHelper<Result: View>: _VariadicView_UnaryViewRoot {
  var _body: (_VariadicView.Children) -> Result

  func body(children: _VariadicView.Children) -> some View {
    _body(children)
  }
}

extension View {
  fileprivate func variadicChildren<R: View>(
    @ViewBuilder process: @escaping (_VariadicView.Children) -> R
  ) -> some View {
    _VariadicView.Tree(ChildrenHelper(_body: process), content: { self })
  }

  fileprivate func collapsed(_ value: Binding<Bool>) -> some View {
    self._trait(
      CollapsedKey.self,
      .init {
        value.wrappedValue
      } set: {
        value.wrappedValue = $0
      })
  }

  fileprivate func collapsable() -> some View {
    self._trait(CanCollapseKey.self, true)
  }
}

private struct DividedStack<Content: View>: View {
  var content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    _VariadicView.Tree(DividedLayout()) {
      content
    }
  }

  struct DividedLayout: _VariadicView_MultiViewRoot {
    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
      let last = children.last?.id

      ForEach(children) { child in
        child

        if child.id != last {
          Divider()
        }
      }
    }
  }
}

private struct SplitPanes<Content: View>: View {
  var content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @State private var controller: () -> Int? = { 1 }

  var body: some View {
    VStack {
      content.variadicChildren { children in
        ForEach(children, id: \.id) { child in
          let canCollapse = child[CanCollapseKey.self]
          let isCollapsed = child[CollapsedKey.self]
          HStack {
            pinned(child)
            Text(canCollapse ? "collapsible" : "fixed")
            Text(isCollapsed.wrappedValue ? "collapsed" : "open")
          }
          .task(id: child[ControllerKey.self]()) {
            controller = child[ControllerKey.self]
          }
        }
      }
    }
    ._trait(ControllerKey.self, controller)
    .accessibilityElement(children: .contain)
  }

  private func pinned(_ child: _VariadicView.Children.Element) -> _VariadicView.Children.Element {
    var child = child
    child[CanCollapseKey.self] = true
    return child
  }
}

private struct Workspace: View {
  @State private var isNavigatorCollapsed = false
  var body: some View {
    SplitPanes {
      DividedStack {
        Text("Navigator")
        Text("Outline")
      }
      .collapsed($isNavigatorCollapsed)
      .collapsable()
      Text("Editor")
    }
  }
}

private struct UnavailableView: View {
  var body: some View {
    VStack {
      if #available(macOS 14, *) {
        HStack { Button("Open") {} }
          .buttonStyle(.accessoryBarAction)
      } else {
        HStack { Button("Open") {} }
      }
      Button("Recents") {}.buttonStyle(.accessoryBar)
      Button("Filter") {}.buttonStyle(AccessoryBarActionButtonStyle())
    }
  }
}

private struct FileMenu: Commands {
  var body: some Commands {
    CommandGroup(replacing: .newItem) { Button("New") {} }
  }
}

private struct EditorMenu: Commands {
  var body: some Commands {
    CommandMenu(Text("Editor")) { Button("Fold") {} }
  }
}

private struct SourceControlMenu: Commands {
  @State private var isEnabled = false

  var body: some Commands {
    CommandMenu("Source Control") {
      Group {
        Button("Commit...") {}
          .disabled(true)

        Button("Push...") {}

        Button("Pull...") {}
          .keyboardShortcut("x", modifiers: [.command, .option])

        Button("Fetch Changes") {}

        Divider()

        Button("Stage All Changes") {}

        Button("Unstage All Changes") {}

        Divider()

        Button("Cherry-Pick...") {}
          .disabled(true)

        Button("Stash Changes...") {}

        Divider()

        Button("Discard All Changes...") {}

        Divider()

        Button("Add Existing Remote...") {}
      }
      .disabled(!isEnabled)
    }
  }
}

private struct AppMenus: Commands {
  var showsSourceControl = true

  var body: some Commands {
    Group {  // A Commands body takes ten at most, so apps group the rest.
      FileMenu()
      EditorMenu()
      SidebarCommands()
      ToolbarCommands()
      TextEditingCommands()
      TextFormattingCommands()
      InspectorCommands()
      if showsSourceControl { SourceControlMenu() }
      FileMenu()
      EditorMenu()
    }
    if #available(macOS 14, *) {
      ImportFromDevicesCommands()
    }
    if showsSourceControl {
      SourceControlMenu()
    } else {
      EmptyCommands()
    }
  }
}

private struct EditorApp: App {
  var body: some Scene {
    WindowGroup {
      Workspace()
      UnavailableView()
    }
    .commands {
      AppMenus()
    }
  }
}

@MainActor
@Suite("Variadic views, grouped commands and accessory-bar button styles as apps write them")
struct VariadicViewSurfaceTests {
  @Test("a split view reads its panes' traits through _VariadicView.Children")
  func splitPanes() {
    let host = mount(Workspace())
    #expect(host.shows("collapsible"))
    #expect(host.shows("fixed"))
    #expect(host.texts.filter { $0 == "open" }.count == 2)
    #expect(host.nodes(Divider.self).count == 1)
    #expect(host.shows("Editor"))
  }

  @Test("grouped commands and accessory-bar buttons compile; the scene's window mounts")
  func commandsAndStyles() {
    let host = mount(AppRoot(EditorApp()))
    #expect(host.shows("Navigator"))
    #expect(host.shows("Open"))
    #expect(host.shows("Recents"))
  }
}
