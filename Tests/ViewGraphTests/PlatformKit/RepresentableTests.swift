import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// What each representable call saw, in order.
@MainActor
private final class CallLog {
  var calls: [String] = []
}

private struct Accent: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[Accent.self] }
    set { self[Accent.self] = newValue }
  }
}

/// A label representable that logs every call and what its context held.
private struct LoggedLabel: UIViewRepresentable {
  let log: CallLog
  var title: String

  final class Coordinator {
    let number: Int
    init(number: Int) { self.number = number }
  }

  func makeCoordinator() -> Coordinator {
    log.calls.append("makeCoordinator")
    return Coordinator(number: log.calls.count)
  }

  func makeUIView(context: Context) -> UILabel {
    log.calls.append("make(coordinator \(context.coordinator.number))")
    return UILabel()
  }

  func updateUIView(_ uiView: UILabel, context: Context) {
    uiView.text = title
    log.calls.append("update(\(title), \(context.environment.accent))")
  }

  static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
    uiView.text = "dismantled by \(coordinator.number)"
  }
}

private struct LabelScreen: View {
  let log: CallLog
  @State var title = "A"
  @State var accent = "blue"
  @State var shown = true
  @State var unrelated = 0
  var body: some View {
    VStack {
      Text("\(unrelated)")
      if shown { LoggedLabel(log: log, title: title) }
    }
    .environment(\.accent, accent)
  }
}

/// A view with a body that shows a representable, beside a shape (a primitive view that
/// has a body of its own), for S347.
private struct FramedLabel: View {
  let log: CallLog
  var body: some View {
    VStack {
      Rectangle()
      LoggedLabel(log: log, title: "Framed")
    }
  }
}

@MainActor
@Suite("S244–S246: representables mount with SwiftUI's lifecycle")
struct RepresentableTests {
  @Test("S244: makeCoordinator once, then make once, then update; an unrelated re-render makes nothing anew")
  func makesOncePerIdentity() throws {
    let log = CallLog()
    let host = ViewHost(LabelScreen(log: log))
    #expect(log.calls == ["makeCoordinator", "make(coordinator 1)", "update(A, blue)"])
    let screen = try #require(host.root.descendants.first { $0.viewType == LabelScreen.self })
    let label = try #require(host.root.descendants.first { $0.viewType == LoggedLabel.self })
    let made = try #require(label.representablePlatformObject as? UILabel)
    (screen.value as! LabelScreen).unrelated += 1
    host.update()
    #expect(log.calls.count == 3)
    (screen.value as! LabelScreen).title = "B"
    host.update()
    #expect(log.calls.suffix(1) == ["update(B, blue)"])
    #expect(label.representablePlatformObject === made)
    #expect(made.text == "B")
  }

  @Test("S347: a view with a body is mounted by its body, the representable it shows as a representable")
  func onlyABodilessViewIsARepresentable() throws {
    let log = CallLog()
    let host = ViewHost(FramedLabel(log: log))
    let framed = try #require(host.root.descendants.first { $0.viewType == FramedLabel.self })
    let label = try #require(host.root.descendants.first { $0.viewType == LoggedLabel.self })
    let shape = try #require(host.root.descendants.first { $0.viewType == Rectangle.self })
    #expect(framed.isComposite && framed.representablePlatformObject == nil)
    #expect(!label.isComposite && label.representablePlatformObject is UILabel)
    #expect(log.calls == ["makeCoordinator", "make(coordinator 1)", "update(Framed, none)"])
    // A shape has a body, yet is mounted as the primitive it is: no node below it.
    #expect(shape.children.isEmpty && shape.representablePlatformObject == nil)
  }

  @Test("S245: update runs when the environment above changes, with the new environment")
  func updatesWithTheCurrentEnvironment() throws {
    let log = CallLog()
    let host = ViewHost(LabelScreen(log: log))
    let screen = try #require(host.root.descendants.first { $0.viewType == LabelScreen.self })
    (screen.value as! LabelScreen).accent = "red"
    host.update()
    #expect(log.calls.suffix(1) == ["update(A, red)"])
    #expect(log.calls.filter { $0 == "makeCoordinator" }.count == 1)
  }

  @Test(
    "S246: dismantle runs with the made view and the coordinator when the identity leaves; a new identity makes anew"
  )
  func dismantlesOnRemoval() throws {
    let log = CallLog()
    let host = ViewHost(LabelScreen(log: log))
    let screen = try #require(host.root.descendants.first { $0.viewType == LabelScreen.self })
    let label = try #require(host.root.descendants.first { $0.viewType == LoggedLabel.self })
    let made = try #require(label.representablePlatformObject as? UILabel)
    (screen.value as! LabelScreen).shown = false
    host.update()
    #expect(made.text == "dismantled by 1")
    (screen.value as! LabelScreen).shown = true
    host.update()
    #expect(log.calls.suffix(3) == ["makeCoordinator", "make(coordinator 4)", "update(A, blue)"])
  }
}
