/// Attaches what a test drives of a gesture to the view: the view becomes tappable (a
/// probe finds it with `find(button:)` by its text) or long-pressable.
public struct _GestureModifier {
  let actions: @MainActor () -> GestureActions
}

extension _GestureModifier: PrimitiveModifier {
  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    // Gestures stacked on one view (`.onTapGesture { }.onLongPressGesture { }`) make one
    // control that does both, as one view under the finger would.
    if let inner = content as? any GestureModifiedContent {
      inner.visitMerged(with: actions(), into: &visitor)
    } else {
      visitor.visit(GestureTarget(content: content, actions: actions()), key: .content)
    }
  }
}

/// A view with a gesture modifier, whose actions an outer gesture merges with its own.
@MainActor
protocol GestureModifiedContent {
  func visitMerged(with outer: GestureActions, into visitor: inout ChildVisitor)
}

extension ModifiedContent: GestureModifiedContent where Content: View, Modifier == _GestureModifier {
  func visitMerged(with outer: GestureActions, into visitor: inout ChildVisitor) {
    let actions = modifier.actions().merged(with: outer)
    if let inner = content as? any GestureModifiedContent {
      inner.visitMerged(with: actions, into: &visitor)
    } else {
      visitor.visit(GestureTarget(content: content, actions: actions), key: .content)
    }
  }
}

/// A view that carries gestures a test can drive (a drag's, a pinch's).
@MainActor
protocol GestureCarrying {
  var gestureActions: GestureActions { get }
}

/// The view a gesture is attached to, as a control: its title is the texts it shows.
struct GestureTarget<Content: View>: View, PrimitiveView, ControlView, GestureCarrying {
  let content: Content
  let actions: GestureActions

  var body: Never { primitiveBody(Self.self) }

  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }

  var gestureActions: GestureActions { actions }

  var control: Control? {
    guard actions.tap != nil || actions.longPress != nil else { return nil }
    return Control(kind: .button, title: nil, .tap(.init(action: actions.tap, longPress: actions.longPress)))
  }
}

// SwiftUI's gesture modifiers are nonisolated and run their actions on the main actor; a
// closure made outside it (a nonisolated helper's) is handed over unchecked, as SwiftUI does.
extension View {
  /// Runs `action` on a tap; a test taps the view with `find(button:)` and `tap()`,
  /// finding it by the text it shows.
  ///
  /// ```swift
  /// Text(item.name).onTapGesture { select(item) }
  /// harness.find(button: "Milk")?.tap()
  /// ```
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> ModifiedContent<Self, _GestureModifier>
  {
    nonisolated(unsafe) let action = action
    return modifier(_GestureModifier { GestureActions(tap: action) })
  }

  /// Runs `action` with the tap's location; a test taps the view as any other, and the
  /// location is the view's origin (`.zero`): nothing is laid out.
  ///
  /// ```swift
  /// Canvas { _, _ in }.onTapGesture { location in addPoint(at: location) }
  /// ```
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> ModifiedContent<Self, _GestureModifier> {
    nonisolated(unsafe) let action = action
    return modifier(_GestureModifier { GestureActions(tap: { action(.zero) }) })
  }

  /// Runs `action` on a long press; a test drives it with `longPress()`.
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> ModifiedContent<Self, _GestureModifier> {
    nonisolated(unsafe) let action = action
    return modifier(_GestureModifier { GestureActions(longPress: action) })
  }

  /// Attaches a gesture; its taps and long presses can be driven.
  nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> ModifiedContent<Self, _GestureModifier>
  {
    nonisolated(unsafe) let gesture = gesture
    return modifier(_GestureModifier { gesture.gestureActions })
  }

  nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> ModifiedContent<Self, _GestureModifier>
  {
    nonisolated(unsafe) let gesture = gesture
    return modifier(_GestureModifier { gesture.gestureActions })
  }

  nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> ModifiedContent<Self, _GestureModifier>
  {
    nonisolated(unsafe) let gesture = gesture
    return modifier(_GestureModifier { gesture.gestureActions })
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _GestureModifier: ViewModifier {}
