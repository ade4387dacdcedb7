import Foundation
import Testing

@testable import ViewGraphCompat

/// The representables the 20 measured apps of the main corpus wrap, in their shapes: each file
/// compiles in a mirror with the UIKit, AppKit, WebKit and AuthenticationServices stand-ins.
@Suite("viewgraph-compat: the corpus's representable shapes compile", .serialized, .ownThread)
struct RepresentableShapesStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("a WKWebView from an NSViewRepresentable, hover and key responders, buttons, glass and rows compile")
  func appKitShapesCompile() throws {
    let app = try FixtureApp([
      "AnalyticsWebView.swift": """
      import SwiftUI
      import WebKit
      struct AnalyticsWebView: NSViewRepresentable {
        func makeNSView(context: Context) -> WKWebView {
          let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
          webView.navigationDelegate = context.coordinator
          if let url = URL(string: "https://example.com/analytics") { webView.load(URLRequest(url: url)) }
          return webView
        }
        func updateNSView(_: WKWebView, context _: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        class Coordinator: NSObject, WKNavigationDelegate {
          func webView(_: WKWebView, didFinish _: WKNavigation!) {}
        }
      }
      """,
      "Responders.swift": """
      import AppKit
      import SwiftUI
      struct Hovered: NSViewRepresentable {
        let mouseIsInside: (Bool) -> Void
        let frame: NSRect
        class Coordinator: NSResponder {
          var mouseIsInside: ((Bool) -> Void)?
          override func mouseEntered(with event: NSEvent) { mouseIsInside?(true) }
          override func mouseExited(with event: NSEvent) { mouseIsInside?(false) }
        }
        func makeCoordinator() -> Coordinator {
          let coordinator = Coordinator()
          coordinator.mouseIsInside = mouseIsInside
          return coordinator
        }
        func makeNSView(context: Context) -> NSView {
          let view = NSView(frame: frame)
          let options: NSTrackingArea.Options = [.mouseEnteredAndExited, .inVisibleRect, .activeInKeyWindow]
          view.addTrackingArea(NSTrackingArea(rect: frame, options: options, owner: context.coordinator, userInfo: nil))
          return view
        }
        func updateNSView(_ nsView: NSView, context: Context) {}
      }
      public final class KeyCaptureNSView: NSView {
        var onKeyDown: ((String) -> Void)?
        public override var acceptsFirstResponder: Bool { true }
        public override func viewDidMoveToWindow() {
          super.viewDidMoveToWindow()
          DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.window?.makeFirstResponder(self)
          }
        }
        public override func keyDown(with event: NSEvent) {
          if let chars = event.charactersIgnoringModifiers { onKeyDown?(chars) }
        }
      }
      struct KeyCaptureView: NSViewRepresentable {
        var onKeyDown: (String) -> Void
        func makeNSView(context: Context) -> KeyCaptureNSView {
          let view = KeyCaptureNSView()
          view.onKeyDown = onKeyDown
          return view
        }
        func updateNSView(_ nsView: KeyCaptureNSView, context: Context) { nsView.onKeyDown = onKeyDown }
      }
      """,
      "Controls.swift": """
      import SwiftUI
      struct DummyButton: NSViewRepresentable {
        @Binding var isPressed: Bool
        func makeNSView(context: Context) -> NSButton {
          let button = NSButton()
          button.title = ""
          button.bezelStyle = .accessoryBarAction
          return button
        }
        func updateNSView(_ nsView: NSButton, context: Context) { nsView.isHighlighted = isPressed }
      }
      @available(macOS 26.0, *)
      struct GlassEffectView: NSViewRepresentable {
        let glassEffectView = NSGlassEffectView()
        var style: NSGlassEffectView.Style = .regular
        func makeNSView(context: Context) -> NSGlassEffectView { glassEffectView }
        func updateNSView(_ view: NSGlassEffectView, context: Context) { glassEffectView.style = style }
      }
      struct CustomTextField: NSViewRepresentable {
        @Binding var text: String
        func makeNSView(context: Context) -> NSTextField {
          let textField = NSTextField()
          textField.isSelectable = true
          textField.focusRingType = .none
          textField.delegate = context.coordinator
          return textField
        }
        func updateNSView(_ nsView: NSTextField, context _: Context) { nsView.stringValue = text }
        func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
        class Coordinator: NSObject, NSTextFieldDelegate {
          @Binding var text: String
          init(text: Binding<String>) { _text = text }
          func controlTextDidChange(_ obj: Notification) {
            guard let field = obj.object as? NSTextField else { return }
            text = field.stringValue
          }
        }
      }
      extension NSView {
        func enclosingTableRowView() -> NSTableRowView? {
          var next: NSView? = self
          repeat {
            next = next?.superview
            if let rowView = next as? NSTableRowView { return rowView }
          } while next != nil
          return nil
        }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 3)
    #expect(result.compiling == 3, "\(Report(results: [result], listsEveryFile: true).text)")
  }

  @Test("a passkey account store and a screen reading the authorization controller compile")
  func passkeysCompile() throws {
    let app = try FixtureApp([
      "AccountStore.swift": """
      import AuthenticationServices
      import SwiftUI
      @MainActor
      final class AccountStore: NSObject, ObservableObject, ASAuthorizationControllerDelegate {
        @Published private(set) var user: String?
        weak var presentationContextProvider: ASAuthorizationControllerPresentationContextProviding?
        func signIn(authorizationController: AuthorizationController,
                    options: ASAuthorizationController.RequestOptions = []) async {
          do {
            let assertion = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "example.com")
              .createCredentialAssertionRequest(challenge: Data("c".utf8))
            let result = try await authorizationController.performRequests(
              [assertion, ASAuthorizationPasswordProvider().createRequest()], options: options)
            switch result {
            case let .password(credential): user = credential.user
            case let .passkeyAssertion(assertion): user = String(bytes: assertion.userID, encoding: .utf8)
            default: break
            }
          } catch let error as ASAuthorizationError where error.code == .canceled {
          } catch {
          }
        }
      }
      """,
      "SignUpView.swift": """
      import AuthenticationServices
      import SwiftUI
      struct SignUpView: View {
        @Environment(\\.authorizationController) private var authorizationController
        @StateObject private var store = AccountStore()
        var body: some View {
          Button("Sign In") { Task { await store.signIn(authorizationController: authorizationController) } }
        }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 2)
    #expect(result.compiling == 2, "\(Report(results: [result], listsEveryFile: true).text)")
  }

  // Landmarks' pager, Feather's file importer, MakeItSo's sheet guard, ACHNBrowserUI's
  // snapshot helper, IcySky's scaled sizes and Plash's title fetch, each in its shape.
  @Test("pagers, Files picker, sheet guard, snapshots, font metrics, KVO progress and link metadata compile")
  func secondPassShapesCompile() throws {
    let app = try FixtureApp([
      "Pager.swift": """
      import SwiftUI
      import UIKit
      struct Pager<Page: View>: UIViewControllerRepresentable {
        var pages: [Page]
        @Binding var current: Int
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeUIViewController(context: Context) -> UIPageViewController {
          let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
          pager.dataSource = context.coordinator
          pager.delegate = context.coordinator
          return pager
        }
        func updateUIViewController(_ pager: UIPageViewController, context: Context) {
          pager.setViewControllers([context.coordinator.controllers[current]], direction: .forward, animated: true)
        }
        final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
          var parent: Pager
          var controllers: [UIViewController]
          init(_ parent: Pager) {
            self.parent = parent
            controllers = parent.pages.map { UIHostingController(rootView: $0) }
          }
          func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? {
            controllers.firstIndex(of: v).flatMap { $0 > 0 ? controllers[$0 - 1] : nil }
          }
          func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? {
            controllers.firstIndex(of: v).flatMap { $0 + 1 < controllers.count ? controllers[$0 + 1] : nil }
          }
          func pageViewController(
            _ p: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
          ) {
            if completed, let shown = p.viewControllers?.first, let i = controllers.firstIndex(of: shown) {
              parent.current = i
            }
          }
        }
      }
      """,
      "Importer.swift": """
      import SwiftUI
      import UniformTypeIdentifiers
      struct Importer: UIViewControllerRepresentable {
        var onPick: ([URL]) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(onPick: onPick) }
        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
          let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.json], asCopy: true)
          picker.delegate = context.coordinator
          picker.allowsMultipleSelection = true
          return picker
        }
        func updateUIViewController(_ controller: UIDocumentPickerViewController, context: Context) {}
        class Coordinator: NSObject, UIDocumentPickerDelegate {
          let onPick: ([URL]) -> Void
          init(onPick: @escaping ([URL]) -> Void) { self.onPick = onPick }
          func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            onPick(urls)
          }
        }
      }
      """,
      "SheetGuard.swift": """
      import SwiftUI
      struct SheetGuard<T: View>: UIViewControllerRepresentable {
        let content: T
        let onAttempt: () -> Void
        func makeUIViewController(context: Context) -> UIHostingController<T> { UIHostingController(rootView: content) }
        func updateUIViewController(_ controller: UIHostingController<T>, context: Context) {
          controller.parent?.presentationController?.delegate = context.coordinator
        }
        func makeCoordinator() -> Coordinator { Coordinator(onAttempt: onAttempt) }
        class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
          let onAttempt: () -> Void
          init(onAttempt: @escaping () -> Void) { self.onAttempt = onAttempt }
          func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { false }
          func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) { onAttempt() }
        }
      }
      """,
      "Snapshot.swift": """
      import SwiftUI
      import UIKit
      extension UIView {
        func snapshot() -> UIImage {
          UIGraphicsBeginImageContextWithOptions(bounds.size, true, UIScreen.main.scale)
          drawHierarchy(in: bounds, afterScreenUpdates: true)
          let image = UIGraphicsGetImageFromCurrentImageContext()
          UIGraphicsEndImageContext()
          return image ?? UIImage()
        }
      }
      struct Composer: View {
        var body: some View {
          Text("Hi").font(.system(size: UIFontMetrics.default.scaledValue(for: 20)))
        }
      }
      extension UIFont {
        static var roundedHeadline: UIFont? {
          UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).withSymbolicTraits(.traitBold)?
            .withDesign(.rounded).map { UIFont(descriptor: $0, size: 0) }
        }
      }
      """,
      "ProgressWebView.swift": """
      import SwiftUI
      import WebKit
      final class ReaderModel: ObservableObject { @Published var progress = 0.0 }
      struct ProgressWebView: UIViewRepresentable {
        let model: ReaderModel
        func makeCoordinator() -> Coordinator { Coordinator(model) }
        func makeUIView(context: Context) -> WKWebView {
          let webView = WKWebView()
          context.coordinator.observation = webView.observe(\\.estimatedProgress, options: .new) { [weak model] view, _ in
            DispatchQueue.main.async { model?.progress = view.estimatedProgress }
          }
          return webView
        }
        func updateUIView(_ webView: WKWebView, context: Context) {}
        class Coordinator: NSObject {
          let model: ReaderModel
          var observation: NSKeyValueObservation?
          init(_ model: ReaderModel) { self.model = model }
        }
      }
      """,
      "TitleFetcher.swift": """
      import LinkPresentation
      import SwiftUI
      struct AddWebsite: View {
        @State private var title = ""
        let url: URL
        var body: some View {
          TextField("Title", text: $title)
            .task {
              let provider = LPMetadataProvider()
              if let metadata = try? await provider.startFetchingMetadata(for: url), let fetched = metadata.title {
                title = fetched
              }
            }
        }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 6)
    #expect(result.compiling == 6, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
