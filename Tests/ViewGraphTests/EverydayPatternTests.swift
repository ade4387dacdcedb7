import Testing
@_spi(Inspection) import ViewGraph

// Patterns real screens use every day (SEMANTICS S52–S60). Each test failed before the
// runtime handled the pattern; the removal cases run in the same process as the rest, so a
// trap would take the whole suite down.

struct TodoItem: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

private struct EditableList: View {
  @State var items = [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Eggs")]
  var body: some View {
    VStack {
      // The body passes only `$items`: it never reads the array itself.
      ForEach($items) { $item in
        HStack {
          Toggle(item.title, isOn: $item.isDone)
          Button("Delete \(item.title)") { items.removeAll { $0.id == item.id } }
        }
      }
      Button("Add") { items.append(TodoItem(id: (items.map(\.id).max() ?? 0) + 1, title: "New")) }
      Button("Remove first") { items.removeFirst() }
    }
  }
}

@Observable
final class TodoStore {
  var items = [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Eggs")]
}

private struct StoreList: View {
  @Bindable var store: TodoStore
  var body: some View {
    List($store.items) { $item in
      Toggle(item.title, isOn: $item.isDone)
    }
  }
}

private struct ListOfBindings: View {
  @State var items = [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Eggs")]
  var body: some View {
    List($items) { $item in TextField("Title", text: $item.title) }
    Button("Remove last") { items.removeLast() }
  }
}

@MainActor
@Suite("Everyday patterns")
struct EverydayPatternTests {
  @Test("S55: ForEach($items) shows an appended row though the body never reads the array")
  func editableListAppends() {
    let host = mount(EditableList())
    host.tap("Add")
    #expect(host.control("New") != nil)
    #expect(host.nodes(Toggle<Text>.self).count == 3)
  }

  @Test("S55: removing rows through ForEach($items) drops them and never indexes past the end")
  func editableListRemoves() {
    let host = mount(EditableList())
    host.tap("Milk")
    host.tap("Remove first")
    #expect(host.control("Milk") == nil)
    #expect(host.control("Eggs")?.isOn?.wrappedValue == false)
    host.tap("Delete Eggs")
    #expect(host.nodes(Toggle<Text>.self).isEmpty)
    host.tap("Add")
    #expect(host.control("New") != nil)
  }

  @Test("S55: a binding into a removed element reads its last value and ignores writes")
  func removedElementBinding() {
    let host = mount(EditableList())
    let eggs = host.control("Eggs")?.isOn
    host.tap("Remove first")
    host.tap("Delete Eggs")
    #expect(eggs?.wrappedValue == false)
    host.perform { eggs?.wrappedValue = true }
    host.update()
    #expect(host.nodes(Toggle<Text>.self).isEmpty)
  }

  @Test("S55: List($store.items) follows inserts and removes in an @Observable store")
  func observableStoreList() {
    let store = TodoStore()
    let host = mount(StoreList(store: store))
    store.items.append(TodoItem(id: 3, title: "Tea"))
    host.update()
    #expect(host.control("Tea") != nil)
    store.items.removeAll()
    host.update()
    #expect(host.nodes(Toggle<Text>.self).isEmpty)
    store.items = [TodoItem(id: 9, title: "Jam")]
    host.update()
    #expect(host.control("Jam") != nil)
  }

  @Test("S55: List($items) with text fields survives removing the last row")
  func listOfBindingsRemovesLast() {
    let host = mount(ListOfBindings())
    host.tap("Remove last")
    #expect(host.nodes(TextField<Text>.self).count == 1)
  }
}

// MARK: - S53: closures that outlive the view

@MainActor
final class DraftLog {
  var entries: [String] = []
  var later: (@MainActor () -> String)?
}

private struct DraftEditor: View {
  let log: DraftLog
  @State var draft = "first"
  @StateObject var session = EditingSession()
  var body: some View {
    Button("Edit") {
      draft = "second"
      // Stands for a Task that finishes after the view left.
      log.later = { draft + " " + session.name }
    }
    .onDisappear { log.entries.append("saved \(draft)") }
  }
}

final class EditingSession: ObservableObject {
  var name = "session"
}

private struct DraftScreen: View {
  let log: DraftLog
  @State var isEditing = true
  var body: some View {
    VStack {
      if isEditing { DraftEditor(log: log) }
      Button("Close") { isEditing = false }
    }
  }
}

// MARK: - S56: update() of custom dynamic properties

// Not main-actor bound: SwiftUI's `update()` is nonisolated.
final class UpdateCounter {
  var count = 0
}

struct CountsUpdates: DynamicProperty {
  let counter: UpdateCounter
  @State var seen = 0
  mutating func update() { counter.count += 1 }
}

private struct HoldsInLet: View {
  let updates: CountsUpdates
  @State var taps = 0
  var body: some View { Button("tap \(taps)") { taps += 1 } }
}

private struct HoldsBesideClosure: View {
  var updates: CountsUpdates
  let onTap: () -> Void
  @State var taps = 0
  var body: some View {
    Button("tap \(taps)") {
      taps += 1
      onTap()
    }
  }
}

// MARK: - S58: one view value, two positions

private struct Tapper: View {
  let name: String
  @State var count = 0
  var body: some View { Button("\(name) \(count)") { count += 1 } }
}

private struct SameValueTwice: View {
  var body: some View {
    let row = Tapper(name: "row")
    VStack {
      row
      row.id("second")
    }
  }
}

extension EverydayPatternTests {
  @Test("S53: onDisappear and late closures read the last state value, with no warning")
  func closuresOutliveTheView() {
    let log = DraftLog()
    let host = mount(DraftScreen(log: log))
    host.tap("Edit")
    host.tap("Close")
    #expect(host.nodes(DraftEditor.self).isEmpty)
    #expect(log.entries == ["saved second"])
    #expect(log.later?() == "second session")
    log.later = nil  // the closure holds the view, which holds the log: break the cycle
  }

  @Test("S56: update() runs before every body for a dynamic property held in a let")
  func dynamicPropertyInLet() {
    let counter = UpdateCounter()
    let host = mount(HoldsInLet(updates: CountsUpdates(counter: counter)))
    #expect(counter.count == 1)
    host.tap("tap 0")
    #expect(counter.count == 2)
    #expect(host.control("tap 1") != nil)
  }

  @Test("S56: update() runs for a dynamic property in a view that also holds a closure")
  func dynamicPropertyBesideClosure() {
    let counter = UpdateCounter()
    var taps = 0
    let host = mount(HoldsBesideClosure(updates: CountsUpdates(counter: counter)) { taps += 1 })
    #expect(counter.count == 1)
    host.tap("tap 0")
    #expect(counter.count == 2)
    #expect(taps == 1)
  }

  @Test("S58: one view value placed at two positions gets two storages")
  func sameValueAtTwoPositions() {
    let host = mount(SameValueTwice())
    host.tap("row 0")
    let counts = host.nodes(Tapper.self).compactMap { ($0.value as? Tapper)?.count }
    #expect(counts == [1, 0])
  }

  @Test("S58: the caller's own copy of the root view is not installed (S5 holds for it)")
  func callersCopyIsNotInstalled() {
    let screen = Tapper(name: "root")
    let host = mount(screen)
    host.tap("root 0")
    #expect((host.root.value as? Tapper)?.count == 1)
    var read = -1
    let warnings = collectWarnings { read = screen.count }
    #expect(read == 0)
    #expect(warnings.map(\.kind) == [.stateAccessedOutsideInstall])
  }

  @Test("S5, S58: a view value the caller holds and a parent shows is not installed either")
  func callersCopyBelowAParentIsNotInstalled() {
    let screen = Tapper(name: "held")
    let host = mount(VStack { screen })
    host.tap("held 0")
    #expect(host.texts.contains("held 1"))
    var read = -1
    let warnings = collectWarnings { read = screen.count }
    #expect(read == 0, "the graph's copy is installed, not the caller's")
    #expect(warnings.map(\.kind) == [.stateAccessedOutsideInstall])
  }
}

// MARK: - S59: unchanged values that are not Equatable

/// Not Equatable, no closures: compared field by field.
struct Layout {
  var columns: Int
  var title: String
}

struct LayoutKey: EnvironmentKey {
  static let defaultValue = Layout(columns: 1, title: "default")
}

extension EnvironmentValues {
  var layout: Layout {
    get { self[LayoutKey.self] }
    set { self[LayoutKey.self] = newValue }
  }
}

private struct DismissReader: View {
  @Environment(\.dismiss) var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

private struct LayoutReader: View {
  @Environment(\.layout) var layout
  var body: some View { Text("\(layout.columns) \(layout.title)") }
}

private struct OptionalHolder: View {
  let model: Counter?
  let onTap: (() -> Void)?
  var body: some View { Text(model == nil ? "none" : "some") }
}

private struct EnvironmentChanger: View {
  @State var tint = Tint.plain
  @State var renders = 0
  var body: some View {
    VStack {
      DismissReader()
      LayoutReader().environment(\.layout, Layout(columns: 2, title: "grid"))
      OptionalHolder(model: nil, onTap: nil)
      Text("\(renders)")
      Button("Re-render") { renders += 1 }
    }
    .environment(\.tint, tint)
    .toolbar { Button("Tint") { tint = .vivid } }
  }
}

extension EverydayPatternTests {
  @Test("S59: a view reading only \\.dismiss ignores a change of another environment key")
  func dismissReaderIgnoresOtherKeys() {
    let host = mount(EnvironmentChanger())
    host.tap("Tint")
    #expect(host.bodyEvaluationCount(of: DismissReader.self) == 1)
  }

  @Test("S59: a non-Equatable environment value written again unchanged re-renders no reader")
  func unchangedNonEquatableEnvironmentValue() {
    let host = mount(EnvironmentChanger())
    host.tap("Re-render")
    #expect(host.bodyEvaluationCount(of: EnvironmentChanger.self) == 2)
    #expect(host.bodyEvaluationCount(of: LayoutReader.self) == 1)
  }

  @Test("S59: a child holding nil optionals (a reference, a closure) is an unchanged input")
  func nilOptionalsAreUnchanged() {
    let host = mount(EnvironmentChanger())
    host.tap("Re-render")
    host.tap("Re-render")
    #expect(host.bodyEvaluationCount(of: OptionalHolder.self) == 1)
  }
}

// MARK: - S60: ObservableObject without @Published

final class ManualModel: ObservableObject {
  var count = 0 {
    willSet { objectWillChange.send() }
  }
}

private struct ManualReader: View {
  @ObservedObject var model: ManualModel
  var body: some View { Text("count \(model.count)") }
}

private struct ManualOwner: View {
  @StateObject var model = ManualModel()
  var body: some View {
    VStack {
      Text("owner \(model.count)")
      Button("Increment") { model.count += 1 }
      ManualReader(model: model)
    }
  }
}

extension EverydayPatternTests {
  @Test("S60: objectWillChange.send() without @Published invalidates the object's readers")
  func manualObjectWillChange() {
    let host = mount(ManualOwner())
    host.tap("Increment")
    #expect(host.texts.contains("owner 1"))
    #expect(host.texts.contains("count 1"))
  }
}

// MARK: - S7: writes while rows or presented content are built

private struct WritesInRows: View {
  @State var built = 0
  var body: some View {
    ForEach(0..<2) { index in
      // Wrong on purpose: writes state while the row is built.
      let _ = (built = index)
      Text("row \(index)")
    }
  }
}

/// A row that removes the list's last item while it is being built: the rows after it
/// are then reported from a shorter collection than the one whose ids were walked.
private struct ShrinksWhileBuilding: View {
  @State var items = [1, 2, 3].map { TodoItem(id: $0, title: "row \($0)") }
  var body: some View {
    ForEach($items) { $item in
      let _ = (item.id == 1 && items.count == 3) ? items.removeLast().id : 0
      Text(item.title)
    }
  }
}

private struct WritesInSheet: View {
  @State var isPresented = true
  @State var built = 0
  var body: some View {
    Text("base")
      .sheet(isPresented: $isPresented) {
        let _ = (built += 1)
        Text("sheet")
      }
  }
}

extension EverydayPatternTests {
  @Test("S7: a state write while ForEach builds its rows is reported")
  func writeWhileBuildingRows() {
    var warnings: [RuntimeWarning] = []
    _ = mount(WritesInRows(), warnings: &warnings)
    #expect(warnings.contains { $0.kind == .stateModifiedDuringUpdate })
  }

  @Test("S7, S55: a row that removes items while the rows are built is reported, then shown")
  func shrinkWhileBuildingRows() {
    var warnings: [RuntimeWarning] = []
    let host = mount(ShrinksWhileBuilding(), warnings: &warnings)
    #expect(warnings.map(\.kind) == [.stateModifiedDuringUpdate])
    host.update()
    #expect(host.texts == ["row 1", "row 2"])
  }

  @Test("S7: a state write while sheet content is built is reported")
  func writeWhileBuildingSheet() {
    var warnings: [RuntimeWarning] = []
    _ = mount(WritesInSheet(), warnings: &warnings)
    #expect(warnings.contains { $0.kind == .stateModifiedDuringUpdate })
  }
}

// MARK: - S54: .task inherits the view's main actor

@MainActor
final class MainActorLoader {
  var loaded = false
  func load() { loaded = true }
}

private struct LoadsInTask: View {
  let loader: MainActorLoader
  @State var query = "a"
  var body: some View {
    // Compiles only when the action inherits the main actor: `load()` is not awaited.
    Text("results").task { loader.load() }
    Text("search").task(id: query, priority: .low) { loader.load() }
  }
}

extension EverydayPatternTests {
  @Test("S54: a .task action written in a view runs on the main actor")
  func taskRunsOnMainActor() async {
    let loader = MainActorLoader()
    let host = mount(LoadsInTask(loader: loader))
    for _ in 0..<1_000 where !loader.loaded { await Task.yield() }
    #expect(loader.loaded)
    host.unmount()
  }
}

// MARK: - S52: modifiers on a Group apply to each member

private struct GroupAppear: View {
  let log: DraftLog
  @State var showsFirst = true
  var body: some View {
    VStack {
      Group {
        Text("a")
        Text("b")
      }
      .onAppear { log.entries.append("pair") }
      Group {
        if showsFirst { Text("first") } else { Text("second") }
      }
      .onAppear { log.entries.append("branch \(showsFirst)") }
      .onDisappear { log.entries.append("branch gone") }
      Button("Flip") { showsFirst.toggle() }
    }
  }
}

private struct GroupOfRows: View {
  let log: DraftLog
  var body: some View {
    Group {
      ForEach(["x", "y", "z"], id: \.self) { Text($0) }
    }
    .onAppear { log.entries.append("row") }
  }
}

extension EverydayPatternTests {
  @Test("S52: onAppear on a Group runs once per member")
  func groupModifierPerMember() {
    let log = DraftLog()
    _ = mount(GroupAppear(log: log))
    #expect(log.entries.filter { $0 == "pair" }.count == 2)
    #expect(log.entries.filter { $0.hasPrefix("branch") } == ["branch true"])
  }

  @Test("S52: onAppear on a Group runs again on every branch change inside it")
  func groupModifierOnBranchChange() {
    let log = DraftLog()
    let host = mount(GroupAppear(log: log))
    log.entries = []
    host.tap("Flip")
    #expect(log.entries == ["branch false", "branch gone"])
    host.tap("Flip")
    #expect(log.entries == ["branch false", "branch gone", "branch true", "branch gone"])
  }

  @Test("S52: a Group's modifiers reach each row of a ForEach inside it")
  func groupModifierReachesRows() {
    let log = DraftLog()
    _ = mount(GroupOfRows(log: log))
    #expect(log.entries == ["row", "row", "row"])
  }
}

// MARK: - Deep trees are not endless recursion

/// A thread of replies, each nesting the next: legitimately deep, and finite.
private struct ReplyThread: View {
  let depth: Int
  @State var isExpanded = true
  var body: some View {
    VStack {
      Text("reply \(depth)")
      if isExpanded && depth > 0 { ReplyThread(depth: depth - 1) }
    }
  }
}

private struct DeepThreadScreen: View {
  @State var depth = 1_000
  var body: some View {
    VStack {
      Button("Shorter") { depth -= 1 }
      ReplyThread(depth: depth)
    }
  }
}

extension EverydayPatternTests {
  @Test("A recursive view 1,000 levels deep mounts and re-renders")
  func deepRecursiveViewMounts() {
    let host = mount(DeepThreadScreen())
    #expect(host.nodes(ReplyThread.self).count == 1_001)
    host.tap("Shorter")
    #expect(host.nodes(ReplyThread.self).count == 1_000)
    #expect(host.texts.contains("reply 0"))
  }
}

extension EverydayPatternTests {
  @Test("A host's maximumDepth below the endless-recursion check depth still applies")
  func smallMaximumDepthApplies() {
    var warnings: [RuntimeWarning] = []
    let host = mount(DeepThreadScreen(), warnings: &warnings)
    host.maximumDepth = 50
    warnings += collectWarnings(in: host) { host.tap("Shorter") }
    #expect(warnings.map(\.kind) == [.recursionLimit])
    #expect(warnings.first?.message.hasPrefix("Views nest 50 levels deep at ") == true)
  }
}

/// Recursion with a new input every level: never equal to its parent, still endless.
private struct CountingForever: View {
  let level: Int
  var body: some View { CountingForever(level: level + 1) }
}

extension EverydayPatternTests {
  @Test("A recursion with a new input every level stops at the host's depth limit, no crash")
  func endlessWithChangingInput() {
    var warnings: [RuntimeWarning] = []
    let host = mount(CountingForever(level: 0), warnings: &warnings)
    #expect(warnings.map(\.kind) == [.recursionLimit])
    #expect(
      warnings.first?.message
        == "Views nest 10000 levels deep at CountingForever, the host's limit; a body probably "
        + "contains its own view type without end, with a new input each time. The subtree "
        + "below was not rendered.")
    // Released without unmount: deep trees come apart without chaining deinits.
    #expect(host.root.isMounted)
  }
}

// MARK: - No trap: an environment object removed under a closure that outlived it

@Observable
final class SignedInUser {
  var name = "Ada"
}

private struct Greeting: View {
  let log: DraftLog
  @Environment(SignedInUser.self) var user
  var body: some View { Button("Greet") { log.entries.append("hello \(user.name)") } }
}

private struct SessionScreen: View {
  let log: DraftLog
  @State var user: SignedInUser? = SignedInUser()
  var body: some View {
    VStack {
      Greeting(log: log).environment(user)
      Button("Sign out") { user = nil }
    }
  }
}

extension EverydayPatternTests {
  @Test("S25: a closure that outlives its environment object reads the last one, with a warning")
  func closureOutlivesEnvironmentObject() {
    let log = DraftLog()
    var warnings: [RuntimeWarning] = []
    let host = mount(SessionScreen(log: log), warnings: &warnings)
    let greet = host.control("Greet")?.tap?.action
    warnings += collectWarnings(in: host) { host.tap("Sign out") }
    #expect(warnings.map(\.kind) == [.missingEnvironmentObject])
    // The view is not rendered, and describing it does not trap.
    let greeting = host.nodes(Greeting.self).first
    #expect(greeting?.renderingFailure?.kind == .missingEnvironmentObject)
    #expect(greeting?.properties.count == 2)
    warnings = collectWarnings(in: host) { host.perform { greet?() } }
    #expect(log.entries == ["hello Ada"])
    #expect(warnings.map(\.kind) == [.missingEnvironmentObject])
  }
}
