// A file that declares a view of its own named `Preview` and previews it, as SyncUps'
// Helpers.swift does: the #Preview expansion must not pick up the file's `Preview` (S367).
import SwiftUI

struct Preview<Content: View>: View {
  let message: String
  @ViewBuilder var content: Content

  var body: some View {
    VStack {
      Text(message)
      content
    }
  }
}

#Preview {
  Preview(message: "Lorem ipsum") {
    Text("Wrapped")
  }
}
