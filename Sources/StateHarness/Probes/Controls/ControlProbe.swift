import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A mounted control found by title. Only its kind's operations exist: a toggle's probe
/// taps and reads `isOn`, a text field's types and reads `input`, and so on, so a test
/// cannot drive a control as something it is not.
///
/// ```swift
/// harness.find(toggle: "Push notifications")?.tap()
/// #expect(harness.find(toggle: "Push notifications")?.isOn == false)
/// harness.find(textField: "Display name")?.setInput("Ada")
/// ```
@MainActor
public struct ControlProbe<Kind: ControlKind>: MountedProbe {
  /// The node the control is mounted at.
  @_spi(Inspection) public var node: Node { found.node }
  let found: FoundView

  init(node: Node, harness: Harness, sourceLocation: SourceLocation) {
    found = FoundView(node: node, harness: harness, sourceLocation: sourceLocation)
  }

  /// The title the control shows.
  public var title: String { node.controlTitle ?? "" }

  /// Whether the control's identity is still in the tree.
  public var isMounted: Bool { harness.operation(sourceLocation) { node.isMounted } }

  /// Whether a `.disabled(true)` above the control disables it.
  public var isDisabled: Bool { harness.operation(sourceLocation) { node.isDisabled } }

  /// A control's current state; records an issue when the control left the tree (the
  /// value would be the last one it showed).
  func read<T>(_ call: String, _ body: (Control) -> T?) -> T? {
    harness.operation(sourceLocation) {
      guard node.isMounted else {
        reportLeft(asking: call)
        return nil
      }
      return node.control.flatMap(body)
    }
  }

  /// Runs `action` on the control as a user would, then applies the updates it caused.
  /// Records an issue, and does nothing, when the control left the tree, is disabled, or
  /// is covered by a presentation, a pushed screen or another tab (S239).
  func drive(_ call: String, _ sourceLocation: SourceLocation, _ action: (Control) -> Void) {
    harness.operation(sourceLocation) {
      guard node.isMounted, let control = node.control else {
        reportLeft(asking: call, at: sourceLocation)
        return
      }
      guard !node.isDisabled else {
        reportIssue(
          HarnessFailure(
            headline: "\(call): \(label) is disabled",
            evidence: ["A .disabled(true) above it sets \\.isEnabled to false."],
            fix: "bring the screen into the state that enables it first."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      // A user reaches only what is on screen: not a control under a sheet, an alert or a
      // pushed screen, nor one in a tab not shown (S239).
      if let cover = CoveringPresentation.covering(node, in: harness.host.root) {
        reportIssue(
          HarnessFailure(
            headline: "\(call): \(label) is covered by \(cover.description)",
            evidence: ["A user reaches only the controls of what is shown on top."],
            fix: cover.fix),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      guard node.allowsHitTesting else {
        reportIssue(
          HarnessFailure(
            headline: "\(call): \(label) does not receive taps",
            evidence: [
              node.isHidden
                ? "A .hidden() above it hides it: it is mounted, but neither seen nor tapped."
                : "A .allowsHitTesting(false) above it lets taps pass through it."
            ],
            fix: "bring the screen into the state where the control can be reached first."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      action(control)
      harness.host.update()
    }
  }

  /// Drives the part of the control `part` reads (a long-press action, a focus binding, a
  /// submit action); records `missing` instead when the control has none.
  func drive(
    _ call: String, _ sourceLocation: SourceLocation, _ part: (Control) -> (() -> Void)?,
    missing: (Control) -> HarnessFailure
  ) {
    drive(call, sourceLocation) { control in
      guard let run = part(control) else {
        reportIssue(missing(control), of: harness, sourceLocation: sourceLocation)
        return
      }
      run()
    }
  }
}

extension ControlProbe where Kind: TappableControl {
  /// Taps the control as a user would: runs a button's action, flips a toggle, follows a
  /// link or a navigation link.
  ///
  /// Records an issue when the control is disabled or left the tree.
  ///
  /// ```swift
  /// harness.find(button: "Play")?.tap()
  /// ```
  public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("tap()", sourceLocation) { control in
      // A button whose gestures (or whose primitive style) only answer a long press does
      // nothing on a tap: say so rather than pass silently.
      switch control.interaction {
      case .tap(let tap):
        guard let action = tap.action else {
          // A menu opens on a tap: what it offers are the buttons inside it.
          if control.kind == .button {
            reportIssue(noTapAction(tap), of: harness, sourceLocation: sourceLocation)
          }
          return
        }
        action()
      case .toggle(let isOn):
        isOn.wrappedValue.toggle()
      case .text, .steps, .slider, .selection, .date, .color, .share, .days, .submission:
        // Only tappable kinds have tap(): their controls have one of the shapes above.
        break
      }
    }
  }
}

extension ControlProbe {
  /// Why tapping a button does nothing: its only action is a long press, it is an
  /// `EditButton` with no edit mode to toggle (S97), or it has no action.
  func noTapAction(_ tap: Control.Tap) -> HarnessFailure {
    if tap.longPress != nil {
      return HarnessFailure(
        headline: "tap(): \(label) has no tap action",
        evidence: [
          "Found: a button whose only action is a long press (onLongPressGesture, or a style that triggers on one)."
        ],
        fix: "call longPress() instead.")
    }
    if node.viewType == EditButton.self {
      return HarnessFailure(
        headline: "tap(): \(label) has no edit mode to toggle",
        evidence: [
          "An EditButton toggles \\.editMode, which is nil here: only a navigation stack provides one, or an .environment(\\.editMode, $mode) above."
        ],
        fix:
          "mount the screen in the NavigationStack the app shows it in, or set .environment(\\.editMode, $mode) above it."
      )
    }
    return HarnessFailure(
      headline: "tap(): \(label) has no tap action", evidence: ["Found: a button without an action."],
      fix: "give the view an action to tap.")
  }
}

extension ControlProbe where Kind: TappableControl {
  /// Long-presses the control: runs its `onLongPressGesture` or `LongPressGesture`'s
  /// `onEnded` action.
  ///
  /// Records an issue when the control has no long-press action, is disabled or left the
  /// tree.
  ///
  /// ```swift
  /// harness.find(button: "Milk")?.longPress()
  /// ```
  public func longPress(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("longPress()", sourceLocation, \.tap?.longPress) { control in
      HarnessFailure(
        headline: "longPress(): \(label) has no long-press action",
        evidence: ["Found: a \(control.kind) without onLongPressGesture or a LongPressGesture."],
        fix: "attach .onLongPressGesture { … } to the view, or call tap() for its tap action.")
    }
  }
}
