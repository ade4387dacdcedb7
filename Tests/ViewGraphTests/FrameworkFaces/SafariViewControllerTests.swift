import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphSafariServices

/// The in-app browser as apps wrap it: the coordinator closes the sheet when Safari finishes.
private struct SafariView: UIViewControllerRepresentable {
  let url: URL
  @Binding var isPresented: Bool

  final class Coordinator: NSObject, SFSafariViewControllerDelegate {
    var parent: SafariView
    init(_ parent: SafariView) { self.parent = parent }
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { parent.isPresented = false }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIViewController(context: Context) -> SFSafariViewController {
    let safari = SFSafariViewController(url: url)
    safari.delegate = context.coordinator
    safari.preferredControlTintColor = .systemOrange
    return safari
  }

  func updateUIViewController(_ controller: SFSafariViewController, context: Context) {
    context.coordinator.parent = self
  }
}

private struct TrailerScreen: View {
  @State var showing = true
  var body: some View {
    VStack {
      Text(showing ? "browsing" : "closed")
      if showing { SafariView(url: URL(string: "https://example.com/trailer")!, isPresented: $showing) }
    }
  }
}

@MainActor
@Suite("S320: SFSafariViewController keeps its URL; Done tells the delegate")
struct SafariViewControllerTests {
  @Test("S320: a test plays Done; the coordinator's binding write reaches the screen's state")
  func doneWritesTheBinding() throws {
    let host = mount(TrailerScreen())
    let node = try #require(host.root.descendants.first { $0.viewType == SafariView.self })
    let safari = try #require(node.representablePlatformObject as? SFSafariViewController)
    #expect(safari.url.absoluteString == "https://example.com/trailer")
    #expect(safari.preferredControlTintColor == .systemOrange)
    host.perform { safari.finish() }
    host.update()
    #expect(host.texts == ["closed"])
  }

  @Test("S320: the configuration is copied when the controller is made; a presented one is dismissed")
  func configurationIsCopied() {
    let configuration = SFSafariViewController.Configuration()
    configuration.entersReaderIfAvailable = true
    let safari = SFSafariViewController(
      url: URL(string: "https://example.com")!, configuration: configuration)
    configuration.entersReaderIfAvailable = false
    #expect(safari.configuration.entersReaderIfAvailable)
    let presenter = UIViewController()
    presenter.present(safari, animated: true)
    safari.finish()
    #expect(presenter.presentedViewController == nil)
  }
}
