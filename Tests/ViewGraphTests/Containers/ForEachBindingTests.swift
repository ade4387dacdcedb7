import Testing
@_spi(Inspection) import ViewGraph

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
@Suite("S18, S55: ForEach and List over bindings")
struct ForEachBindingTests {
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

private struct Task: Identifiable {
  let id: Int
  var isDone = false
}

private struct Checklist: View {
  @State var tasks = [Task(id: 1), Task(id: 2)]
  var body: some View {
    VStack {
      ForEach($tasks) { $task in
        Toggle("task \(task.id)", isOn: $task.isDone)
      }
      Text("done \(tasks.filter(\.isDone).count)")
    }
  }
}

extension ForEachBindingTests {
  @Test("S18: ForEach($items) gives each row a binding that writes back into the array")
  func bindingRows() {
    let host = mount(Checklist())
    host.tap("task 2")
    #expect(host.view(Checklist.self)?.tasks.map(\.isDone) == [false, true])
    #expect(host.texts.last == "done 1")
  }
}
