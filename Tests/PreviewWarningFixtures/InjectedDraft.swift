// A preview whose screen makes one of the five ownership mistakes: `@State` on a model the
// parent passes in (the parent's later values are ignored). It mounts without a warning;
// the audit that previews-as-tests run finds it.
import SwiftUI

@Observable final class Draft {
  var title = ""
}

struct DraftScreen: View {
  @State private var draft = Draft()
  var body: some View { DraftEditor(draft: draft) }
}

struct DraftEditor: View {
  @State var draft: Draft
  var body: some View { TextField("Title", text: $draft.title) }
}

#Preview("Injected draft") {
  DraftScreen()
}
