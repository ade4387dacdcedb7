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
}
