import Testing
@_spi(Inspection) import ViewGraph

// Dismissing the presentation a probe's view is in, as a user would.

extension Probe {
  /// Dismisses the presentation this view is in, as a user would: swipes a sheet or a
  /// popover away, cancels a confirmation dialog, goes back from a pushed screen. Runs the
  /// dismiss in effect at the view, then applies the updates it caused.
  ///
  /// Records an issue, and dismisses nothing, when the view is in no presentation, or the
  /// user could not dismiss it so: a sheet whose content declares
  /// `.interactiveDismissDisabled()` (S77), a full-screen cover or an alert (only their
  /// buttons close them), a pushed screen with `.navigationBarBackButtonHidden()`.
  ///
  /// ```swift
  /// harness.find(text: "New Attendee")?.dismiss()
  /// #expect(!harness.contains(text: "New Attendee"))
  /// ```
  public func dismiss(sourceLocation: SourceLocation = #_sourceLocation) {
    let probe = mounted
    probe.driveNode("dismiss()", sourceLocation) { node in
      @MainActor func fail(_ headline: String, _ evidence: [String], _ fix: String) {
        probe.report(
          HarnessFailure(headline: "dismiss(): \(headline)", evidence: evidence, fix: fix), sourceLocation)
      }
      guard let presented = node.enclosingPresentation, case .attached(let slot) = presented.component else {
        return fail(
          "\(probe.label) is in no presentation", ["at: \(readablePath(of: node))"],
          "find a view inside the sheet, cover, popover, dialog or pushed screen to dismiss.")
      }
      let screen = presented.children.first.map(describeScreen) ?? presented.typeName
      let buttons = "tap the button that dismisses it (find(button:)?.tap())."
      switch slot {
      case .sheet, .popover:
        if presented.isInteractiveDismissDisabled {
          return fail(
            "the \(slot) showing \(screen) cannot be swiped away",
            ["A view in it declares .interactiveDismissDisabled(), so a swipe down does nothing."], buttons)
        }
      case .fullScreenCover:
        return fail(
          "a fullScreenCover showing \(screen) cannot be swiped away",
          ["A full-screen cover has no swipe down; only its own controls close it."], buttons)
      case .alert:
        return fail(
          "an alert cannot be dismissed without choosing an action", ["Only its buttons close it."], buttons)
      case .pushed, .navigationDestination:
        if presented.descendants.contains(where: {
          $0.recordedModifier?.name == "navigationBarBackButtonHidden"
            && $0.recordedModifier?.arguments == "true"
        }) {
          return fail(
            "\(screen) hides its back button",
            ["With .navigationBarBackButtonHidden() there is no back, nor a swipe back."],
            buttons)
        }
      default: break
      }
      presented.children.first?.environment.dismiss()
      probe.harness.host.update()
      if presented.isMounted {
        fail(
          "the \(slot) showing \(screen) is still presented after dismissing",
          ["Dismissing wrote its binding, and the binding did not change."],
          "present it with a binding to state it can write (not .constant).")
      }
    }
  }
}
