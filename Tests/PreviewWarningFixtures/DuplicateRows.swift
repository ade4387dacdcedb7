// A preview SwiftUI would warn about: two rows share an id. Its own module, so the
// well-behaved fixtures' `expectPreviewsMount` stays green.
import SwiftUI

struct DuplicateRows: View {
  let names: [String]
  var body: some View {
    List {
      ForEach(names, id: \.self) { Text($0) }
    }
  }
}

#Preview("Duplicates") {
  DuplicateRows(names: ["Ada", "Ada"])
}
