import Foundation
import Testing
@_spi(Inspection) import ViewGraph
import ViewGraphFoundationGaps
@_spi(Inspection) import ViewGraphWebKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What HackerNews's reader shows: the page's loading progress.
@MainActor @Observable
private final class ReaderModel {
  var progress = 0.0
}

/// HackerNews's web view, in its shape: the coordinator observes the web view's
/// `estimatedProgress` and writes it into the model the screen shows.
private struct ReaderWebView: UIViewRepresentable {
  let model: ReaderModel

  final class Coordinator: NSObject, WKNavigationDelegate {
    let model: ReaderModel
    var progressObservation: NSKeyValueObservation?
    init(model: ReaderModel) { self.model = model }

    func startObserving(_ webView: WKWebView) {
      progressObservation = webView.observe(\.estimatedProgress, options: .new) { [model] webView, _ in
        MainActor.assumeIsolated { model.progress = webView.estimatedProgress }
      }
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(model: model) }

  func makeUIView(context: Context) -> WKWebView {
    let webView = WKWebView()
    context.coordinator.startObserving(webView)
    webView.load(URLRequest(url: URL(string: "https://news.example.com/item")!))
    return webView
  }

  func updateUIView(_ webView: WKWebView, context: Context) {}
}

private struct ReaderScreen: View {
  @State var model = ReaderModel()
  var body: some View {
    VStack {
      ReaderWebView(model: model)
      Text("\(Int(model.progress * 100)) %")
    }
  }
}

@MainActor
@Suite("S380: a web view's properties observed by key path")
struct WebViewObservationTests {
  @Test("S380: a coordinator observing estimatedProgress writes the screen's model as the page loads")
  func progressReachesTheScreen() throws {
    let host = mount(ReaderScreen())
    host.update()
    #expect(host.texts == ["10 %"])
    let node = try #require(host.root.descendants.first { $0.viewType == ReaderWebView.self })
    let webView = try #require(node.representablePlatformObject as? WKWebView)
    host.perform { webView.finishLoading(title: "Item") }
    host.update()
    #expect(host.texts == ["100 %"])
  }

  @Test("S380: initial, old and new values; an invalidated or freed observation hears nothing")
  func optionsAndLifetime() {
    let webView = WKWebView()
    let heard = Heard()
    let observation = webView.observe(\.url, options: [.initial, .old, .new]) { _, change in
      let line = "\(change.oldValue??.absoluteString ?? "-") → \(change.newValue??.absoluteString ?? "-")"
      MainActor.assumeIsolated { heard.lines.append(line) }
    }
    var back: NSKeyValueObservation? = webView.observe(\.canGoBack, options: [.new, .prior]) { _, change in
      let line = "canGoBack \(change.isPrior ? "prior" : "\(change.newValue!)")"
      MainActor.assumeIsolated { heard.lines.append(line) }
    }
    webView.load(URLRequest(url: URL(string: "https://example.com/a")!))
    webView.load(URLRequest(url: URL(string: "https://example.com/b")!))
    observation.invalidate()
    back = nil
    webView.goBack()
    #expect(back == nil)
    #expect(
      heard.lines == [
        "- → -", "- → https://example.com/a", "canGoBack prior", "canGoBack true",
        "https://example.com/a → https://example.com/b",
      ])
  }

  @Test("S380: a key path the web view does not report warns, naming its value type and what it reports")
  func unreportedKeyPathWarns() async {
    let webView = WKWebView()
    var observation: NSKeyValueObservation?
    let warnings = await collectingNotModelledWarnings {
      observation = webView.observe(\.customUserAgent) { _, _ in }
    }
    #expect(observation != nil)
    #expect(
      warnings.map(\.message) == [
        "WKWebView.observe(_:options:changeHandler:) was given a key path to a Optional<String> whose changes "
          + "are never reported: a web view here reports url, title, isLoading, estimatedProgress, canGoBack "
          + "and canGoForward."
      ])
  }
}

@MainActor
private final class Heard {
  var lines: [String] = []
}
