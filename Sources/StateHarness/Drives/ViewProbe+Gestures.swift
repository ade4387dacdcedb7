import Foundation
import Testing
@_spi(Inspection) import ViewGraph

extension ViewProbe {
  /// Drags the view as a user would: the drag's `updating` and `onChanged` actions run
  /// with the translation at each of `steps` points on the way, each an update of its own,
  /// then its `@GestureState`s reset and `onEnded` runs with `translation` (S251).
  ///
  /// The drag is the `DragGesture` attached to the view, to a view around it, or else
  /// inside it. Records an issue, and does nothing, when there is none, or when a user
  /// could not drag the view (disabled, covered by a sheet or a pushed screen, S239).
  ///
  /// ```swift
  /// harness.find(text: "Card")?.drag(by: CGSize(width: -200, height: 0))
  /// #expect(harness.find(text: "Archived")?.isMounted == true)
  /// ```
  public func drag(by translation: CGSize, steps: Int = 3, sourceLocation: SourceLocation = #_sourceLocation)
  {
    guard let drag = beginDrag(call: "drag(by:)", sourceLocation) else { return }
    for step in 1...max(steps, 1) {
      let fraction = CGFloat(step) / CGFloat(max(steps, 1))
      drag.move(
        by: CGSize(width: translation.width * fraction, height: translation.height * fraction),
        sourceLocation: sourceLocation)
    }
    drag.end(sourceLocation: sourceLocation)
  }

  /// Starts dragging the view, to drive the drag one change at a time and read the
  /// screen while it is in progress (a `@GestureState` holds its value until the end).
  ///
  /// ```swift
  /// let drag = harness.find(text: "Card")?.beginDrag()
  /// drag?.move(by: CGSize(width: 40, height: 0))
  /// #expect(harness.find(text: "Dragging")?.isMounted == true)
  /// drag?.end()
  /// ```
  public func beginDrag(sourceLocation: SourceLocation = #_sourceLocation) -> DragInProgress? {
    beginDrag(call: "beginDrag()", sourceLocation)
  }

  /// Pinches the view as a user would: the magnification's `updating` and `onChanged`
  /// actions run at each of `steps` scales on the way to `magnification`, each an update
  /// of its own, then its `@GestureState`s reset and `onEnded` runs (S251).
  ///
  /// Drives a `MagnifyGesture` (or a `MagnificationGesture`) attached to the view, to a
  /// view around it, or else inside it; records an issue when there is none or a user
  /// could not reach the view.
  ///
  /// ```swift
  /// harness.find(PhotoView.self)?.magnify(by: 2)
  /// #expect(harness.find(text: "Zoom 200%")?.isMounted == true)
  /// ```
  public func magnify(
    by magnification: CGFloat, steps: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let pinch = beginMagnify(call: "magnify(by:)", sourceLocation) else { return }
    for step in 1...max(steps, 1) {
      let fraction = CGFloat(step) / CGFloat(max(steps, 1))
      pinch.change(to: 1 + (magnification - 1) * fraction, sourceLocation: sourceLocation)
    }
    pinch.end(sourceLocation: sourceLocation)
  }

  /// Starts pinching the view, to drive the magnification one change at a time.
  ///
  /// ```swift
  /// let pinch = harness.find(PhotoView.self)?.beginMagnify()
  /// pinch?.change(to: 1.5)
  /// pinch?.end()
  /// ```
  public func beginMagnify(sourceLocation: SourceLocation = #_sourceLocation) -> MagnificationInProgress? {
    beginMagnify(call: "beginMagnify()", sourceLocation)
  }

  private func beginDrag(call: String, _ sourceLocation: SourceLocation) -> DragInProgress? {
    reachableGesture(.drag, call: call, sourceLocation).map {
      DragInProgress(drive: GestureDrive(node: $0.node, gesture: $0.gesture, harness: harness, label: label))
    }
  }

  private func beginMagnify(call: String, _ sourceLocation: SourceLocation) -> MagnificationInProgress? {
    reachableGesture(.magnify, call: call, sourceLocation).map {
      MagnificationInProgress(
        drive: GestureDrive(node: $0.node, gesture: $0.gesture, harness: harness, label: label))
    }
  }

  /// The gesture of `kind` a user's finger on this view drives, with the view it is
  /// attached to; nil, with an issue recorded, when there is none or it cannot be reached.
  private func reachableGesture(
    _ kind: ContinuousGesture.Kind, call: String, _ sourceLocation: SourceLocation
  ) -> (node: Node, gesture: ContinuousGesture)? {
    harness.operation(sourceLocation) {
      guard node.isMounted else {
        reportLeft(asking: call, at: sourceLocation)
        return nil
      }
      guard let (target, gesture) = GestureDrive.find(kind, from: node) else {
        report(GestureDrive.missing(kind, call: call, label: label, node: node), sourceLocation)
        return nil
      }
      if let failure = GestureDrive.unreachable(target, call: call, label: label, in: harness) {
        report(failure, sourceLocation)
        return nil
      }
      return (target, gesture)
    }
  }
}

/// A drag started with ``ViewProbe/beginDrag(sourceLocation:)``: each ``move(by:sourceLocation:)``
/// is a change of the drag, ``end(sourceLocation:)`` lifts the finger.
///
/// ```swift
/// let drag = harness.find(text: "Card")?.beginDrag()
/// drag?.move(by: CGSize(width: 40, height: 0))
/// drag?.end()
/// ```
@MainActor
public final class DragInProgress {
  let drive: GestureDrive
  private var translation = CGSize.zero

  init(drive: GestureDrive) { self.drive = drive }

  /// Moves the finger to `translation` from where the drag started: the drag's
  /// `updating` and `onChanged` actions run with it, then the screen updates.
  public func move(by translation: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
    self.translation = translation
    drive.change(.drag(translation: translation), call: "move(by:)", sourceLocation)
  }

  /// Lifts the finger: the drag's `@GestureState`s reset to their initial values and its
  /// `onEnded` actions run with the last translation. A drag ends once.
  public func end(sourceLocation: SourceLocation = #_sourceLocation) {
    drive.end(.drag(translation: translation), call: "end()", sourceLocation)
  }
}

/// A pinch started with ``ViewProbe/beginMagnify(sourceLocation:)``.
///
/// ```swift
/// let pinch = harness.find(PhotoView.self)?.beginMagnify()
/// pinch?.change(to: 2)
/// pinch?.end()
/// ```
@MainActor
public final class MagnificationInProgress {
  let drive: GestureDrive
  private var magnification: CGFloat = 1

  init(drive: GestureDrive) { self.drive = drive }

  /// Spreads the fingers to `magnification` (1 is where they started): the gesture's
  /// `updating` and `onChanged` actions run with it, then the screen updates.
  public func change(to magnification: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    self.magnification = magnification
    drive.change(.magnify(magnification), call: "change(to:)", sourceLocation)
  }

  /// Lifts the fingers: `@GestureState`s reset and `onEnded` runs with the last value.
  public func end(sourceLocation: SourceLocation = #_sourceLocation) {
    drive.end(.magnify(magnification), call: "end()", sourceLocation)
  }
}
