// `@State` of a file's private types, as SwiftUI's property wrapper accepts it: a private
// enum, an optional and an array of a private struct, a file-private one bound through `$`;
// the view is still made from another file through its memberwise initialiser
// (PrivateStateHost.swift). CI compiles it in Swift 5 and Swift 6 mode (issue 49, S253); the
// untyped ones, whose type the value gives, as iTour's main screen writes them (S313).
import SwiftUI

private enum Pane: Hashable {
  case inbox, archive
}

private struct Draft {
  var text = ""
}

fileprivate struct Filter: Equatable {
  var query = ""
}

struct Mailbox: View {
  @State private var pane: Pane = .inbox
  @State private var draft: Draft?
  @State private var drafts: [Draft] = []
  @State fileprivate var filter: Filter = Filter()
  @State private var unread: Int = 3
  @State private var lastPane = Pane.archive
  @State private var outbox = [Draft]()
  @State fileprivate var saved = Filter(query: "saved")
  @State private var count = 0
  var title: String

  var body: some View {
    VStack {
      Text(title)
      Picker("Pane", selection: $pane) {
        Text("Inbox").tag(Pane.inbox)
        Text("Archive").tag(Pane.archive)
      }
      TextField("Search", text: $filter.query)
      Text("\(drafts.count) drafts, \(unread) unread, \(outbox.count) out, \(count)")
      Picker("Last", selection: $lastPane) {
        Text("Inbox").tag(Pane.inbox)
      }
      TextField("Saved", text: $saved.query)
      Button("New") {
        draft = Draft(text: filter.query)
        drafts.append(Draft())
        outbox.append(Draft(text: saved.query))
        pane = lastPane
        lastPane = .inbox
        count += 1
      }
    }
  }
}
