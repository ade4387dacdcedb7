import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct Todo: Codable, Transferable, Equatable {
  var text: String
  var isDone = false
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    ProxyRepresentation(exporting: \.text)
  }
}

/// A board whose column takes dropped todos and shows whether a drag is over it.
private struct Board: View {
  @State var done: [Todo] = []
  @State var isTargeted = false
  var body: some View {
    VStack {
      Text(isTargeted ? "drop here" : "idle")
      ForEach(done, id: \.text) { Text("done: \($0.text)") }
      Text("Milk").draggable(Todo(text: "Milk"))
      Color.clear
        .dropDestination(for: Todo.self) { todos, _ in
          done += todos.map { Todo(text: $0.text, isDone: true) }
          return true
        } isTargeted: {
          isTargeted = $0
        }
    }
  }
}

/// A tag list that takes any dropped text.
private struct Tags: View {
  @State var tags: [String] = []
  var body: some View {
    List {
      ForEach(tags, id: \.self) { Text("tag: \($0)") }
    }
    .dropDestination(for: String.self) { strings, _ in
      tags += strings
      return !strings.isEmpty
    }
  }
}

@MainActor
@Suite("S150, S151, S156: drops reach dropDestination as the type it asks for")
struct DropDestinationTests {
  private func destination(_ host: ViewHost) throws -> DropDestination {
    try #require(host.root.descendants.compactMap(\.dropDestination).first)
  }

  @Test("S150: a drop runs the action with the dropped values as the payload type")
  func dropRunsTheAction() async throws {
    let host = mount(Board())
    let accepted = try await destination(host).drop([Todo(text: "Milk"), Todo(text: "Eggs")])
    host.update()
    #expect(accepted)
    #expect(
      host.view(Board.self)?.done == [Todo(text: "Milk", isDone: true), Todo(text: "Eggs", isDone: true)])
    #expect(host.texts.contains("done: Eggs"))
  }

  @Test("S150: a value of another type arrives through the representations both types share")
  func dropConvertsThroughRepresentations() async throws {
    let host = mount(Tags())
    // A todo exports JSON and, through its proxy, plain text: the tag list imports the text.
    let accepted = try await destination(host).drop([Todo(text: "Bread"), "Jam"])
    host.update()
    #expect(accepted)
    #expect(host.texts == ["tag: Bread", "tag: Jam"])
    #expect(try destination(host).payloadType == String.self)
  }

  @Test("S150: a value the payload type cannot import is refused, and the action does not run")
  func dropRefusesOtherTypes() async throws {
    let host = mount(Board())
    await #expect(throws: (any Error).self) {
      try await destination(host).drop([URL(string: "https://example.com")!])
    }
    host.update()
    #expect(host.view(Board.self)?.done == [])
  }

  @Test("S151: isTargeted turns true while a drag is over the view and false when it leaves or drops")
  func isTargetedFollowsTheDrag() async throws {
    let host = mount(Board())
    try destination(host).hover(true)
    host.update()
    #expect(host.texts.contains("drop here"))
    try destination(host).hover(false)
    host.update()
    #expect(host.texts.contains("idle"))
    try await destination(host).drop([Todo(text: "Tea")])
    host.update()
    #expect(host.view(Board.self)?.isTargeted == false)
  }

  @Test("S156: what a draggable view carries, dropped on a destination, arrives there")
  func dragThenDrop() async throws {
    let host = mount(Board())
    let payload = try #require(host.root.descendants.compactMap(\.dragPayload).first)
    try await destination(host).drop([payload])
    host.update()
    #expect(host.view(Board.self)?.done == [Todo(text: "Milk", isDone: true)])
  }
}
