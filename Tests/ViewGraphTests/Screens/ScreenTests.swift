import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

// Realistic screens and the seeds' code, compiled with only the import swapped, mounted
// and driven through ViewGraph.

@MainActor
extension ViewHost {
  /// Runs the action of the control titled `title` on the host's behalf, then updates.
  func press(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let control = control(title) else {
      Issue.record(
        "no control titled \(title); controls: \(root.descendants.compactMap(\.controlTitle))",
        sourceLocation: sourceLocation)
      return
    }
    perform { control.tap?.action?() }
    update()
  }

  func input(_ text: String, into title: String) {
    perform { control(title)?.textInput?.text.wrappedValue = text }
    update()
  }
}

@MainActor
@Suite("Screens compile unchanged and mount")
struct ScreenTests {
  @Test("every screen mounts without runtime warnings")
  func mountEachScreen() {
    _ = mount(Seed000.PlayerView(episode: .init(title: "Episode 1")))
    _ = mount(Seed001.ThermostatView())
    _ = mount(Seed001.SettingsToggle(settings: Seed001.Settings()))
    _ = mount(Seed002.TextExample.ExampleView())
    _ = mount(Seed002.ModelExample.ExampleView())
    _ = mount(Seed002.ListExample.ExampleView())
    _ = mount(Seed003.SettingsScreen())
    _ = mount(Seed004.ContentView())
    _ = mount(BookListScreen())
    _ = mount(ProfileEditorScreen())
    _ = mount(InboxTabsScreen())
    _ = mount(DownloadScreen())
    _ = mount(SplitBrowserScreen())
    _ = mount(CardGalleryScreen())
    _ = mount(LoginRoot())
    _ = mount(OrderScreen())
  }

  @Test("styled text concatenates; a closure stepper, chips and environment reads work")
  func orderScreen() {
    let host = mount(OrderScreen().environment(\.colorScheme, .dark))
    #expect(host.texts.first == "Order #42")
    let stepper = host.root.descendants.first { $0.control?.kind == .stepper }?.control
    host.perform { stepper?.steps?.increment?() }
    host.update()
    host.perform { stepper?.steps?.increment?() }
    host.update()
    #expect(host.texts.contains("3 changes") == false)
    #expect(host.texts.contains("2 changes"))
    host.press("L")
    #expect(host.texts.contains("Size L · en_US"))
  }

  @Test("seed 000: the play button writes its parent's state through the binding")
  func playButton() {
    let host = mount(Seed000.PlayerView(episode: .init(title: "Episode 1")))
    host.press("Play")
    #expect(host.control("Pause") != nil)
  }

  @Test("seed 001: the stepper writes the thermostat's temperature, clamped to its range")
  func thermostat() {
    let host = mount(Seed001.ThermostatView())
    let stepper = host.root.descendants.first { $0.control?.kind == .stepper }?.control
    for _ in 0..<30 { host.perform { stepper?.steps?.increment?() } }
    host.update()
    #expect(host.texts.first == "Current: 90°F")
  }

  @Test("seed 002: text field, @StateObject toggle, and onDelete through the list")
  func bindingGuide() {
    let example = mount(Seed002.TextExample.ExampleView())
    example.input("🍎", into: "Placeholder")
    #expect(example.texts.first == "🍎")
    let model = mount(Seed002.ModelExample.ExampleView())
    model.tap("Disabled")
    #expect(model.control("Enabled") != nil)
    var fruits = ["🍌", "🍏", "🍑"]
    fruits.remove(atOffsets: [1])
    #expect(fruits == ["🍌", "🍑"])
    let list = mount(Seed002.ListExample.ExampleView())
    #expect(list.texts == ["🍌", "🍏", "🍑"])
    #expect(list.root.descendants.first { $0.text == "🍌" }?.environment.editMode?.wrappedValue == .active)
  }

  @Test("seed 004: the push button flips its parent's state")
  func pushButton() {
    let host = mount(Seed004.ContentView())
    host.press("Remember Me")
    #expect(host.texts.last == "On")
  }

  @Test("sheet content mounts while its binding is true; dismiss() closes it and frees its state")
  func sheetAndDismiss() {
    let host = mount(BookListScreen())
    #expect(host.nodes(AddBookForm.self).isEmpty)
    host.press("Add")
    #expect(host.nodes(AddBookForm.self).count == 1)
    host.input("Middlemarch", into: "Title")
    host.press("Save")
    #expect(host.nodes(AddBookForm.self).isEmpty)
    #expect(host.root.descendants.contains { $0.controlTitle == "Middlemarch" })
    host.press("Add")
    #expect(host.control("Title")?.textInput?.text.wrappedValue == "", "a new presentation has fresh state")
    host.press("Cancel")
    #expect(host.nodes(AddBookForm.self).isEmpty)
  }

  @Test("a disabled toolbar button is reported as disabled")
  func disabledToolbarButton() {
    let host = mount(BookListScreen())
    host.press("Add")
    let save = host.root.descendants.first { $0.controlTitle == "Save" }
    #expect(save?.isDisabled == true)
  }

  @Test("NavigationLink(value:) pushes the registered destination; dismiss pops it")
  func navigationByValue() {
    let host = mount(BookListScreen())
    host.press("Dune")
    #expect(host.nodes(BookDetail.self).count == 1)
    #expect(host.texts.contains("by Frank Herbert"))
    host.tap("Favorite")
    host.perform { host.nodes(BookDetail.self).first?.environment.dismiss() }
    host.update()
    #expect(host.nodes(BookDetail.self).isEmpty)
  }

  @Test("a value with no navigationDestination is reported")
  func missingDestination() {
    struct Stack: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Go", value: 42)
        }
      }
    }
    let host = mount(Stack())
    let warnings = collectWarnings(in: host) { host.press("Go") }
    #expect(warnings.map(\.kind) == [.missingNavigationDestination])
  }

  @Test("NavigationLink with a destination pushes it; a path binding drives the stack")
  func navigationByDestinationAndPath() {
    struct Stack: View {
      @State var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          VStack {
            NavigationLink("About") { Text("About page") }
            Button("Push 7") { path.append(7) }
          }
          .navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
      }
    }
    let host = mount(Stack())
    host.press("About")
    #expect(host.texts.contains("About page"))
    host.press("Push 7")
    #expect(host.texts.contains("Number 7"))
    #expect(host.view(Stack.self)?.path == [7])
  }

  @Test("an alert's buttons act, then dismiss it")
  func alertButtonsDismiss() {
    let host = mount(ProfileEditorScreen())
    host.input("Grace", into: "Name")
    host.press("Reset profile")
    #expect(host.texts.contains("Reset profile?"))
    host.press("Reset")
    #expect(!host.texts.contains("Reset profile?"))
    #expect(host.control("Name")?.textInput?.text.wrappedValue == "Ada")
  }

  @Test("S75: an alert with no actions shows OK, which dismisses it; a dialog gets no default")
  func alertDefaultAction() {
    struct Saver: View {
      @State var saved = false
      @State var asking = false
      var body: some View {
        VStack {
          Button("Save") { saved = true }
          Button("Ask") { asking = true }
          Text(saved ? "shown" : "hidden")
        }
        .alert("Saved", isPresented: $saved) {}
        .confirmationDialog("Share?", isPresented: $asking) {}
      }
    }
    let host = mount(Saver())
    host.press("Save")
    #expect(host.texts.contains("Saved"))
    #expect(host.control("OK") != nil)
    host.press("OK")
    #expect(!host.texts.contains("Saved"))
    #expect(host.texts.contains("hidden"))
    host.press("Ask")
    #expect(host.texts.contains("Share?"))
    #expect(host.control("OK") == nil)
  }

  @Test("S76: a picker's ForEach rows without .tag are tagged with their ids of the selection's type")
  func pickerImplicitTags() {
    enum Flavor: String, CaseIterable, Hashable { case vanilla, mint, cocoa }
    struct Chooser: View {
      @State var flavor = Flavor.vanilla
      @State var maybe: Flavor? = nil
      @State var name = "a"
      var body: some View {
        Form {
          Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
          }
          Picker("Maybe", selection: $maybe) {
            ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
          }
          Picker("Mismatch", selection: $name) {
            ForEach(0..<2, id: \.self) { Text("Row \($0)") }
          }
          Text("Chosen \(flavor.rawValue) \(maybe?.rawValue ?? "none")")
        }
      }
    }
    let host = mount(Chooser())
    let pickers = host.root.descendants.filter { $0.control?.kind == .picker }
    #expect(
      pickers.map { $0.pickerOptions.map(\.label) } == [
        ["vanilla", "mint", "cocoa"], ["vanilla", "mint", "cocoa"], [],
      ])
    host.perform { pickers[0].control?.selection?.wrappedValue = pickers[0].pickerOptions[1].tag }
    host.perform { pickers[1].control?.selection?.wrappedValue = pickers[1].pickerOptions[2].tag }
    host.update()
    #expect(host.texts.contains("Chosen mint cocoa"))
  }

  @Test(
    "S77: a sheet whose content declares interactiveDismissDisabled is not swiped away; dismiss still closes it"
  )
  func interactiveDismissDisabled() {
    struct Presenter: View {
      @State var locked = false
      @State var open = false
      var body: some View {
        VStack {
          Button("Locked") { locked = true }
          Button("Open") { open = true }
        }
        .sheet(isPresented: $locked) {
          VStack { Text("Locked sheet") }.interactiveDismissDisabled()
        }
        .sheet(isPresented: $open) {
          Text("Open").interactiveDismissDisabled(false)
        }
      }
    }
    // One sheet at a time, as SwiftUI presents them (S249).
    let host = mount(Presenter())
    host.tap("Locked")
    let locked = host.root.descendants.filter { $0.component == .attached(.sheet) }
    #expect(locked.map(\.isInteractiveDismissDisabled) == [true])
    let lockedText = host.root.descendants.first { $0.text == "Locked sheet" }
    #expect(lockedText?.enclosingPresentation === locked.first)
    host.perform { lockedText?.environment.dismiss() }
    host.update()
    #expect(!host.texts.contains("Locked sheet"))
    host.tap("Open")
    let open = host.root.descendants.filter { $0.component == .attached(.sheet) }
    #expect(open.map(\.isInteractiveDismissDisabled) == [false])
  }

  @Test(
    "S78: a List(selection:) selects rows by .tag, or by ForEach ids of the selection's type; a Set gains each"
  )
  func listSelectionRows() {
    struct Lists: View {
      @State var one: Int?
      @State var many: Set<Int> = []
      var body: some View {
        VStack {
          List(selection: $one) {
            Text("Tagged").tag(9)
            ForEach([1, 2], id: \.self) { Text("Row \($0)") }
            ForEach(["a"], id: \.self) { Text("Other \($0)") }
          }
          List([Pick(id: 4), Pick(id: 5)], selection: $many) { Text("Pick \($0.id)") }
          Text("one \(one.map(String.init) ?? "none") many \(many.sorted())")
        }
      }
    }
    struct Pick: Identifiable { let id: Int }
    let host = mount(Lists())
    let lists = host.root.descendants.filter(\.isList)
    let rows = lists.map { list in
      list.taggedRows(selectedBy: list.listSelection.map { String(describing: $0.valueType) }).map(\.tag)
    }
    #expect(rows == [[9, 1, 2], [4, 5]])
    #expect(lists.map { $0.listSelection?.allowsMultiple } == [false, true])
    host.perform {
      _ = lists[0].listSelection?.select(AnyHashable(2))
      _ = lists[1].listSelection?.select(AnyHashable(4))
      _ = lists[1].listSelection?.select(AnyHashable(5))
      #expect(lists[0].listSelection?.select(AnyHashable("a")) == false)
    }
    host.update()
    #expect(host.texts.contains("one 2 many [4, 5]"))
  }

  @Test("picker options come from .tag; selection, slider and date write their bindings")
  func formControls() {
    let host = mount(ProfileEditorScreen())
    let picker = host.root.descendants.first { $0.control?.kind == .picker }
    #expect(picker?.pickerOptions.map(\.label) == ["She", "He", "They"])
    host.perform { picker?.control?.selection?.wrappedValue = AnyHashable(Pronoun.she) }
    host.update()
    #expect(picker?.control?.selection?.wrappedValue == AnyHashable(Pronoun.she))
    let slider = host.root.descendants.first { $0.control?.kind == .slider }
    #expect(slider?.controlTitle == "Font scale")
    host.perform { slider?.control?.slider?.value.wrappedValue = 1.5 }
    host.update()
    #expect(host.texts.contains("Scale 1.5"))
    let date = Date(timeIntervalSince1970: 86_400)
    host.perform { host.control("Birthday")?.datePicker?.date.wrappedValue = date }
    #expect(host.control("Birthday")?.datePicker?.date.wrappedValue == date)
  }

  @Test("a Link opens its URL through the environment's openURL")
  func linkOpensURL() {
    final class Opened: @unchecked Sendable { var urls: [URL] = [] }
    let opened = Opened()
    let host = mount(
      ProfileEditorScreen().environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        }))
    host.press("Privacy policy")
    #expect(opened.urls == [URL(string: "https://example.com/privacy")!])
  }

  @Test("searchable mounts a search field that filters the list")
  func searchable() {
    let host = mount(BookListScreen())
    host.input("Emm", into: "Find a book")
    #expect(host.control("Dune") == nil)
    #expect(host.control("Emma") != nil)
  }

  @Test("a TabView keeps every tab's state")
  func tabsKeepState() {
    let host = mount(InboxTabsScreen())
    host.press("Open Inbox 0")
    #expect(host.texts.contains("Inbox"), "tab labels are mounted")
    #expect(host.view(InboxTabsScreen.self) != nil)
    #expect(host.nodes(MessageList.self).first?.properties.contains { $0.name == "opened" } == true)
    host.press("Open Archive 1")
    host.press("Open Inbox 1")
    #expect(host.root.descendants.contains { $0.text == "Inbox message 1" })
  }

  @Test("confirmationDialog buttons act and dismiss; menus mount their buttons")
  func dialogAndMenu() {
    let host = mount(CardGalleryScreen())
    host.press("Descending")
    #expect(host.texts.filter { $0.hasPrefix("Card") }.first == "Card 4")
    host.press("Delete Card 2")
    #expect(host.texts.contains("Delete card?"))
    host.press("Delete")
    #expect(host.texts.contains("3 cards"))
    #expect(!host.texts.contains("Delete card?"))
  }

  @Test("an @Observable session from the environment drives the login flow")
  func login() {
    let host = mount(LoginRoot())
    #expect(host.root.descendants.first { $0.controlTitle == "Sign in" }?.isDisabled == true)
    host.input("ada", into: "User")
    host.input("wrong", into: "Password")
    host.press("Sign in")
    #expect(host.texts.contains("Wrong password"))
    host.press("OK")
    host.input("secret", into: "Password")
    host.press("Sign in")
    #expect(host.texts == ["Welcome, ada"])
  }

  @Test("the split view shows the detail for the selection")
  func splitView() {
    let host = mount(SplitBrowserScreen())
    #expect(host.texts.contains("Select a folder"))
  }

  @Test("refreshable places a refresh action in the subtree's environment")
  func refreshable() async {
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    struct Reader: View {
      @Environment(\.refresh) var refresh
      var body: some View { Text(refresh == nil ? "no refresh" : "can refresh") }
    }
    let host = mount(
      VStack {
        Reader().refreshable { count.value += 1 }; Reader()
      })
    #expect(host.texts == ["can refresh", "no refresh"])
    await host.nodes(Reader.self).first?.environment.refresh?()
    #expect(count.value == 1)
  }

  @Test("a task updates an ObservableObject; onChange and onAppear run")
  func downloadTask() async {
    let host = mount(DownloadScreen())
    // Generous: under ThreadSanitizer the parallel suite queues ahead of these tasks.
    #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
    #expect(host.texts.contains("Done"))
    #expect(host.texts.contains("finished"))
    #expect(host.texts.contains("appeared"))
  }
}
