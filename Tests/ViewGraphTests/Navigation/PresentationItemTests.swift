import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct Episode: Identifiable, Hashable {
  let id: Int
  var title: String { "Episode \(id)" }
}

private struct UploadError: LocalizedError {
  var errorDescription: String? { "Upload failed" }
  var recoverySuggestion: String? { "Check your connection." }
}

private struct EpisodePlayer: View {
  @State var playing: Episode?
  @State var detail: Int?
  @State var confirming = false
  @State var doomed: Episode?
  @State var showsError = false
  @State var error: UploadError?
  @State var legacy = false
  @State var sheetItem: Episode?
  @State var log: [String] = []
  var body: some View {
    NavigationStack {
      VStack {
        Button("Play 1") { playing = Episode(id: 1) }
        Button("Detail 7") { detail = 7 }
        Button("Ask") { confirming = true }
        Button("Ask about 3") {
          doomed = Episode(id: 3)
          confirming = true
        }
        Button("Fail") {
          error = UploadError()
          showsError = true
        }
        Button("Legacy") { legacy = true }
        Button("Legacy sheet 4") { sheetItem = Episode(id: 4) }
        Text(log.joined(separator: ","))
      }
      .fullScreenCover(item: $playing) { episode in
        VStack {
          Text("Playing \(episode.title)")
          Button("Next") { playing = Episode(id: episode.id + 1) }
        }
      }
      .navigationDestination(item: $detail) { number in Text("Detail \(number)") }
      .alert("Delete?", isPresented: $confirming, presenting: doomed) { episode in
        Button("Delete \(episode.title)", role: .destructive) { log.append("deleted \(episode.id)") }
      } message: { episode in
        Text("\(episode.title) goes.")
      }
      .alert(isPresented: $showsError, error: error) { _ in
        Button("Retry") { log.append("retry") }
      } message: { error in
        Text(error.recoverySuggestion ?? "")
      }
      .background(
        Color.clear.alert(isPresented: $legacy) {
          Alert(
            title: Text("Legacy"), primaryButton: .destructive(Text("Erase")) { log.append("erased") },
            secondaryButton: .cancel())
        }
      )
      .background(
        Color.clear.actionSheet(item: $sheetItem) { episode in
          ActionSheet(title: Text("Share \(episode.title)"), buttons: [.default(Text("Copy")), .cancel()])
        })
    }
  }
}

@MainActor
@Suite("Presentations driven by items")
struct PresentationItemTests {
  @Test("S82: a cover or destination shows for its item, a new item is new content, and dismissing clears it")
  func coverAndDestinationFollowTheirItem() {
    let host = mount(EpisodePlayer())
    #expect(!host.texts.contains("Playing Episode 1"))
    host.press("Play 1")
    #expect(host.texts.contains("Playing Episode 1"))
    let first = host.root.descendants.first { $0.text == "Playing Episode 1" }
    host.press("Next")
    #expect(host.texts.contains("Playing Episode 2"))
    #expect(first?.isMounted == false)
    let cover = host.root.descendants.first { $0.component == .attached(.fullScreenCover) }
    host.perform { cover?.children.first?.environment.dismiss() }
    host.update()
    #expect(host.view(EpisodePlayer.self)?.playing == nil)
    #expect(!host.texts.contains("Playing Episode 2"))

    host.press("Detail 7")
    #expect(host.texts.contains("Detail 7"))
    let destination = host.root.descendants.first { $0.component == .attached(.navigationDestination) }
    host.perform { destination?.children.first?.environment.dismiss() }
    host.update()
    #expect(host.view(EpisodePlayer.self)?.detail == nil)
  }

  @Test("S82: an alert presenting data shows only while the data exists, built from it; its button dismisses")
  func alertPresentingData() {
    let host = mount(EpisodePlayer())
    host.press("Ask")
    #expect(!host.texts.contains("Delete?"))
    host.press("Ask about 3")
    #expect(host.texts.contains("Delete?"))
    #expect(host.texts.contains("Episode 3 goes."))
    host.press("Delete Episode 3")
    #expect(!host.texts.contains("Delete?"))
    #expect(host.view(EpisodePlayer.self)?.confirming == false)
    #expect(host.texts.contains("deleted 3"))
  }

  @Test("S82: an error alert is titled by the error's description")
  func errorAlert() {
    let host = mount(EpisodePlayer())
    host.press("Fail")
    #expect(host.texts.contains("Upload failed"))
    #expect(host.texts.contains("Check your connection."))
    host.press("Retry")
    #expect(!host.texts.contains("Upload failed"))
    #expect(host.texts.contains("retry"))
  }

  @Test("S82: Alert and ActionSheet values show their buttons, which act and dismiss")
  func legacyAlertAndActionSheet() {
    let host = mount(EpisodePlayer())
    host.press("Legacy")
    #expect(host.texts.contains("Legacy"))
    #expect(host.control("Cancel") != nil)
    host.press("Erase")
    #expect(host.view(EpisodePlayer.self)?.legacy == false)
    #expect(host.texts.contains("erased"))
    host.press("Legacy sheet 4")
    #expect(host.texts.contains("Share Episode 4"))
    host.press("Cancel")
    #expect(host.view(EpisodePlayer.self)?.sheetItem == nil)
    #expect(!host.texts.contains("Share Episode 4"))
  }
}
