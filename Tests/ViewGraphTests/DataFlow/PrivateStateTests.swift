import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private enum Pane: Hashable {
  case inbox, archive
}

private struct Draft {
  var text = ""
}

/// A view whose state is of this file's private types, as apps declare it.
private struct Mailbox: View {
  @State private var pane: Pane = .inbox
  @State private var drafts: [Draft] = []
  @State private var draft: Draft?

  var body: some View {
    VStack {
      Text("pane \(pane == .inbox ? "inbox" : "archive"), \(drafts.count) drafts, \(draft?.text ?? "none")")
      Button("New") {
        drafts.append(Draft())
        draft = Draft(text: "hello")
        pane = .archive
      }
      Picker("Pane", selection: $pane) {
        Text("Inbox").tag(Pane.inbox)
        Text("Archive").tag(Pane.archive)
      }
    }
  }
}

@MainActor
@Suite("S253: @State of a private type")
struct PrivateStateTests {
  @Test("S253: a private @State of a private type is owned state: set, kept, read through $")
  func privateTypeState() throws {
    let host = mount(Mailbox())
    #expect(host.shows("pane inbox, 0 drafts, none"))
    host.tap("New")
    #expect(host.shows("pane archive, 1 drafts, hello"))
    host.tap("New")
    #expect(host.shows("pane archive, 2 drafts, hello"))
    let properties = try #require(host.root.descendants.first { $0.value is Mailbox }).properties
    #expect(properties.map(\.name) == ["pane", "drafts", "draft"])
    #expect(properties.allSatisfy { $0.ownership.isOwned })
  }
}
