import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphLinkPresentation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// RedditOS's link preview, in its shape: the provider's handler runs on a background queue,
/// so the app hops to the main queue to set the view's metadata and redraw through a binding.
private struct LinkPreview: NSViewRepresentable {
  let url: URL
  @Binding var redraw: Bool

  func makeNSView(context: Context) -> LPLinkView {
    let view = LPLinkView(url: url)
    let redraw = $redraw
    LPMetadataProvider().startFetchingMetadata(for: url) { metadata, _ in
      guard let metadata else { return }
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          view.metadata = metadata
          redraw.wrappedValue.toggle()
        }
      }
    }
    return view
  }

  func updateNSView(_ nsView: NSViewType, context: Context) {}
}

private struct PostScreen: View {
  @State var redraw = false
  var body: some View {
    VStack {
      LinkPreview(url: URL(string: "https://example.com/post")!, redraw: $redraw)
      Text(redraw ? "redrawn" : "waiting")
    }
  }
}

@MainActor
@Suite("S379: link metadata", .serialized)
struct LinkPresentationTests {
  private let url = URL(string: "https://example.com/post")!

  private func metadata(title: String) -> LPLinkMetadata {
    let metadata = LPLinkMetadata()
    metadata.title = title
    metadata.url = url
    return metadata
  }

  @Test("S379: the handler hears the supplied metadata off the main thread; the app's hop redraws the screen")
  func supplyReachesTheRepresentable() async throws {
    defer { LPMetadataProvider.reset() }
    LPMetadataProvider.supplied = [url: metadata(title: "A post")]
    let host = mount(PostScreen())
    try await waitUntil(
      {
        host.update(); return host.texts.contains("redrawn")
      }, showing: { "\(host.texts)" })
    let node = try #require(host.root.descendants.first { $0.viewType == LinkPreview.self })
    let view = try #require(node.representablePlatformObject as? LPLinkView)
    #expect(view.metadata.title == "A post")
    #expect(LPMetadataProvider.requestedURLs == [url])
  }

  @Test("S379: async fetches answer the supply; an unsupplied URL and a second fetch warn and fail")
  func unsuppliedAndRepeatedFetchesWarn() async throws {
    defer { LPMetadataProvider.reset() }
    LPMetadataProvider.supplied = [url: metadata(title: "A post")]
    let provider = LPMetadataProvider()
    #expect(try await provider.startFetchingMetadata(for: url).title == "A post")
    let other = URL(string: "https://example.com/other")!
    var errors: [LPError] = []
    let warnings = await collectingNotModelledWarnings {
      do { _ = try await provider.startFetchingMetadata(for: url) } catch { errors.append(error as! LPError) }
      do { _ = try await LPMetadataProvider().startFetchingMetadata(for: other) } catch {
        errors.append(error as! LPError)
      }
    }
    #expect(errors.map(\.code) == [.unknown, .metadataFetchFailed])
    #expect(
      warnings.map(\.message) == [
        "LPMetadataProvider.startFetchingMetadata(for: https://example.com/post) was called on a provider that "
          + "fetched already; LinkPresentation raises an exception for that. Fix: make a new "
          + "LPMetadataProvider for each fetch.",
        "LPMetadataProvider fetched https://example.com/other, which no test supplied; it fails with "
          + "LPError(.metadataFetchFailed). Fix: supply it with LPMetadataProvider.supplied[url].",
      ])
  }

  @Test("S379: a request without a URL warns once and fails as an unreadable page does")
  func requestWithoutURLWarns() async throws {
    defer { LPMetadataProvider.reset() }
    var request = URLRequest(url: url)
    request.url = nil
    let failed = Failed()
    let warnings = await collectingNotModelledWarnings {
      LPMetadataProvider().startFetchingMetadata(for: request) { metadata, error in
        let code = (error as? LPError)?.code
        DispatchQueue.main.async { MainActor.assumeIsolated { failed.codes.append(code) } }
        _ = metadata
      }
    }
    try await waitUntil { !failed.codes.isEmpty }
    #expect(failed.codes == [.metadataFetchFailed])
    #expect(
      warnings.map(\.message) == [
        "LPMetadataProvider.startFetchingMetadata(for:) was given a URLRequest without a URL; it fails with "
          + "LPError(.metadataFetchFailed). Fix: give the request the page's URL."
      ])
    #expect(LPMetadataProvider.requestedURLs.isEmpty)
  }

  @Test("S379: a link view shows its URL until metadata is set")
  func linkViewShowsItsURL() {
    let view = LPLinkView(url: url)
    #expect(view.metadata.url == url && view.metadata.originalURL == url && view.metadata.title == nil)
    view.metadata = metadata(title: "A post")
    #expect(view.metadata.title == "A post")
  }
}

@MainActor
private final class Failed {
  var codes: [LPError.Code?] = []
}
