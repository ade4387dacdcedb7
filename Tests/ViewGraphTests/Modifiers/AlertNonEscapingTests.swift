import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// An app's own modifier that forwards its non-escaping closures to `alert`, as Aidoku's
// View.swift does; it compiles only if alert's closures are non-escaping, as Apple's are.
extension View {
  fileprivate func confirmation<A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: message)
  }

  fileprivate func choice<A: View>(
    _ title: String, isPresented: Binding<Bool>, presenting item: Int?, @ViewBuilder actions: (Int) -> A
  ) -> some View {
    confirmationDialog(title, isPresented: isPresented, presenting: item, actions: actions)
  }
}

private struct MangaShelf: View {
  @State var confirming = false
  @State var choosing = false
  @State var removed = 0
  @State var chapter: Int? = 7
  var body: some View {
    VStack {
      Button("Remove") { confirming = true }
      Button("Choose") { choosing = true }
      Text("Removed \(removed)")
    }
    .confirmation("Remove \(removed + 1)?", isPresented: $confirming) {
      Button("Confirm removal", role: .destructive) { removed += 1 }
    } message: {
      Text("It is removed \(removed) times so far.")
    }
    .choice("Open", isPresented: $choosing, presenting: chapter) { chapter in
      Button("Chapter \(chapter)") { self.chapter = nil }
    }
  }
}

@MainActor
@Suite("S368: alert and confirmationDialog closures are non-escaping")
struct AlertNonEscapingTests {
  @Test("S368: a forwarded alert shows what the body built; its button acts and dismisses it")
  func forwardedAlert() {
    let host = mount(MangaShelf())
    #expect(!host.texts.contains("Remove 1?"))
    host.press("Remove")
    #expect(host.texts.contains("Remove 1?"))
    #expect(host.texts.contains("It is removed 0 times so far."))
    host.press("Confirm removal")
    #expect(host.texts.contains("Removed 1"))
    #expect(!host.texts.contains("Remove 1?"))
    #expect(host.view(MangaShelf.self)?.confirming == false)
  }

  @Test("S368: a forwarded dialog presenting data shows only while there is data")
  func forwardedDialog() {
    let host = mount(MangaShelf())
    host.press("Choose")
    #expect(host.texts.contains("Chapter 7"))
    host.press("Chapter 7")
    #expect(!host.texts.contains("Open"))
    host.press("Choose")
    #expect(!host.texts.contains("Open"), "no chapter: nothing to present")
  }
}
