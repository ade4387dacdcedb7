import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// Aidoku's language filter: a menu titled by a computed string, its items writing state
/// with a transaction marked continuous, as Winston's swipe actions mark theirs.
private struct LanguageFilter: View {
  let languages = ["en", "fr"]
  @State private var filter = "all"
  var body: some View {
    VStack {
      Menu(NSLocalizedString("LANGUAGE", comment: "")) {
        ForEach(languages, id: \.self) { language in
          Button(language) {
            var transaction = Transaction()
            transaction.isContinuous = true
            withTransaction(transaction) { filter = language }
          }
        }
      }
      Text("filter \(filter)")
    }
  }
}

@MainActor
@Suite("Menu titled by a string; a continuous transaction")
struct MenuStringTitleTests {
  @Test("a menu titled by a computed string is titled by it; its items write state in a transaction")
  func stringTitle() {
    let host = mount(LanguageFilter())
    #expect(host.control("LANGUAGE")?.kind == .menu)
    host.tap("fr")
    #expect(host.texts.contains("filter fr"))
    var transaction = Transaction()
    #expect(!transaction.isContinuous && !transaction.tracksVelocity)
    transaction.isContinuous = true
    #expect(transaction.isContinuous)
  }
}
