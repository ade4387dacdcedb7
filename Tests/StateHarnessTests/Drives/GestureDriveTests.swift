import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
private final class DragLog {
  var events: [String] = []
}

/// A row swiped to archive: while dragged it shows how far, and a long enough drag
/// archives it.
private struct SwipeRow: View {
  let log: DragLog
  @GestureState private var offset: CGFloat = 0
  @State private var isArchived = false

  var body: some View {
    Text(isArchived ? "Archived" : "Row offset \(Int(offset))")
      .gesture(
        DragGesture()
          .updating($offset) { value, state, _ in state = value.translation.width }
          .onChanged { log.events.append("changed \(Int($0.translation.width))") }
          .onEnded { value in
            log.events.append("ended \(Int(value.translation.width))")
            if value.translation.width < -100 { isArchived = true }
          })
  }
}

private struct ZoomablePhoto: View {
  @GestureState private var pinch: CGFloat = 1
  @State private var zoom: CGFloat = 1
  var body: some View {
    Text("Zoom \(Int((zoom * pinch * 100).rounded()))%")
      .gesture(
        MagnifyGesture()
          .updating($pinch) { value, state, _ in state = value.magnification }
          .onEnded { zoom *= $0.magnification })
  }
}

/// A row that removes itself as soon as it is dragged.
private struct DismissibleBanner: View {
  @State private var isShown = true
  var body: some View {
    VStack {
      if isShown {
        Text("Banner").gesture(DragGesture().onChanged { _ in isShown = false })
      }
    }
  }
}

private struct RowUnderSheet: View {
  let log: DragLog
  var body: some View {
    SwipeRow(log: log).sheet(isPresented: .constant(true)) { Text("Filters") }
  }
}

@MainActor
@Suite("S251: driving drags and pinches from a test")
struct GestureDriveTests {
  @Test("S251: drag(by:) runs onChanged and updating at each step, then resets the state and runs onEnded")
  func dragByRunsPhases() {
    let log = DragLog()
    let harness = ParentHarness { SwipeRow(log: log) }
    harness.find(text: "Row offset 0")?.drag(by: CGSize(width: -150, height: 0))
    #expect(log.events == ["changed -50", "changed -100", "changed -150", "ended -150"])
    #expect(harness.find(text: "Archived") != nil)
  }

  @Test("S251: mid-drag the screen shows the gesture state; the end resets it")
  func beginDragShowsGestureState() {
    let log = DragLog()
    let harness = ParentHarness { SwipeRow(log: log) }
    let drag = harness.find(text: "Row offset 0")?.beginDrag()
    drag?.move(by: CGSize(width: -40, height: 0))
    #expect(harness.contains(text: "Row offset -40"))
    drag?.end()
    #expect(harness.contains(text: "Row offset 0"))
    #expect(log.events == ["changed -40", "ended -40"])
  }

  @Test("S251: magnify(by:) pinches through its steps and commits the scale on end")
  func magnifyBy() {
    let harness = ParentHarness { ZoomablePhoto() }
    let pinch = harness.find(ZoomablePhoto.self)?.beginMagnify()
    pinch?.change(to: 1.5)
    #expect(harness.contains(text: "Zoom 150%"))
    pinch?.end()
    harness.find(ZoomablePhoto.self)?.magnify(by: 2)
    #expect(harness.contains(text: "Zoom 300%"))
  }

  @Test("S251: dragging a view with no drag gesture records one issue naming what it has")
  func noDragGesture() {
    let harness = ParentHarness { ZoomablePhoto() }
    let issues = recordedIssueDetails {
      harness.find(ZoomablePhoto.self)?.drag(by: CGSize(width: 10, height: 0))
    }
    #expect(
      issues.map(\.message) == [
        """
        drag(by:): ZoomablePhoto has no drag gesture
          No DragGesture is attached with .gesture(_:), .simultaneousGesture(_:) or .highPriorityGesture(_:) to it, around it or inside it.
          It has a magnify gesture.
          Fix: attach the gesture to the view the user touches, or drive the gesture it has.
        """
      ])
    #expect(issues.map(\.line) == [#line - 11])
  }

  @Test("S251, S239: a drag under a sheet records one issue naming the sheet, and runs nothing")
  func dragUnderSheet() {
    let log = DragLog()
    let harness = ParentHarness { RowUnderSheet(log: log) }
    let issues = recordedIssueDetails {
      harness.find(text: "Row offset 0")?.drag(by: CGSize(width: -150, height: 0))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("drag(by:): Text \"Row offset 0\" is covered by a sheet") == true)
    #expect(log.events.isEmpty)
  }

  @Test("S251: a drag ends once; driving it after its end records one issue")
  func endTwice() {
    let log = DragLog()
    let harness = ParentHarness { SwipeRow(log: log) }
    let drag = harness.find(text: "Row offset 0")?.beginDrag()
    drag?.end()
    let issues = recordedIssueDetails { drag?.move(by: CGSize(width: 5, height: 0)) }
    #expect(
      issues.map(\.message) == [
        """
        move(by:): the drag of Text "Row offset 0" has ended
          A gesture ends once; its end() already ran.
          Fix: begin a new gesture on the view to drive it again.
        """
      ])
    #expect(log.events == ["ended 0"])
  }

  @Test("S251: driving a drag whose view an action removed records one issue")
  func viewRemovedMidDrag() {
    let harness = ParentHarness { DismissibleBanner() }
    let drag = harness.find(text: "Banner")?.beginDrag()
    drag?.move(by: CGSize(width: 0, height: -20))
    #expect(!harness.contains(text: "Banner"))
    let issues = recordedIssueDetails { drag?.end() }
    #expect(
      issues.map(\.message) == [
        """
        end(): Text "Banner" is no longer mounted
          Its drag ended with it: an action of the gesture, or of the test, removed the view.
          Fix: end the gesture before the change that removes the view, or assert that it is gone.
        """
      ])
  }
}
