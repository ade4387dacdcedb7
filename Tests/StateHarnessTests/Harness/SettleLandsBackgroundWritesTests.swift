import Foundation
import StateHarness
import Testing
@_spi(Inspection) import ViewGraph

// A `.task` that awaits detached work writing a model off the main actor: the write (or the
// invalidation it causes) is queued to the main actor, and settle() must not return before
// it lands. Before issue 51 the read right after settle() saw the old value in 19-20 runs of
// 20; no test here yields or sleeps after settle().

/// A model written from a background thread, as an app's networking layer would.
@Observable
private final class BackgroundCounter: @unchecked Sendable {
  var value = 0
}

private struct ObservableWrittenInBackground: View {
  @State private var counter = BackgroundCounter()
  var body: some View {
    Text("observable \(counter.value)")
      .task {
        let counter = counter
        await Task.detached { counter.value = 42 }.value
      }
  }
}

private struct StateWrittenThroughBinding: View {
  @State private var value = 0
  var body: some View {
    Text("binding \(value)")
      .task {
        let binding = $value
        await Task.detached { binding.wrappedValue = 42 }.value
      }
  }
}

/// Carries a `@State` into detached work, as Swift 5 code that writes `self.value` from a
/// detached task does.
private struct UncheckedState: @unchecked Sendable {
  let state: State<Int>
}

private struct StateWrittenDirectly: View {
  @State private var value = 0
  var body: some View {
    Text("state \(value)")
      .task {
        let carried = UncheckedState(state: _value)
        await Task.detached { carried.state.wrappedValue = 42 }.value
      }
  }
}

private final class BackgroundLoader: ObservableObject, @unchecked Sendable {
  @Published var value = 0
}

private struct PublishedWrittenInBackground: View {
  @StateObject private var loader = BackgroundLoader()
  var body: some View {
    Text("published \(loader.value)")
      .task {
        let loader = loader
        await Task.detached { loader.value = 42 }.value
      }
  }
}

private final class MainLoader: ObservableObject {
  @Published var value = 0
}

private struct PublishedWrittenInBody: View {
  @StateObject private var loader = MainLoader()
  var body: some View {
    if loader.value == 0 { loader.value = 1 }  // wrong on purpose
    return Text("published \(loader.value)")
  }
}

@MainActor
@Suite(
  "settle() lands the writes the screen's work queued to the main actor",
  .stateHarness(settleTimeout: .seconds(60)))
struct SettleLandsBackgroundWritesTests {
  @Test("an @Observable model written by detached work shows its new value right after settle()")
  func observableWrittenInBackground() async {
    let harness = ParentHarness { ObservableWrittenInBackground() }
    await harness.settle()
    #expect(harness.contains(text: "observable 42"))
  }

  @Test("a @State written through its binding by detached work shows right after settle()")
  func stateWrittenThroughBinding() async {
    let harness = ParentHarness { StateWrittenThroughBinding() }
    await harness.settle()
    #expect(harness.contains(text: "binding 42"))
  }

  @Test("a @State written directly by detached work shows right after settle()")
  func stateWrittenDirectly() async {
    let harness = ParentHarness { StateWrittenDirectly() }
    await harness.settle()
    #expect(harness.contains(text: "state 42"))
  }

  @Test("a @Published written from a background thread lands, with SwiftUI's warning (S200)")
  func publishedWrittenInBackground() async {
    let harness = ParentHarness(runtimeWarnings: .collect) { PublishedWrittenInBackground() }
    await harness.settle()
    #expect(harness.contains(text: "published 42"))
    #expect(
      harness.runtimeWarnings.map(\.message) == [
        "Publishing changes from background threads is not allowed; make sure to publish values "
          + "from the main thread (via operators like receive(on:)) on model updates."
      ])
    #expect(harness.runtimeWarnings.map(\.kind) == [.publishedFromBackgroundThread])
  }

  @Test("a @Published written from a background thread is one recorded issue by default (S200)")
  func publishedFromBackgroundIsRecorded() async {
    let harness = ParentHarness { PublishedWrittenInBackground() }
    await expectRecorded(
      """
      Runtime warning (publishedFromBackgroundThread): Publishing changes from background threads \
      is not allowed; make sure to publish values from the main thread (via operators like \
      receive(on:)) on model updates.
        Fix: write the model on the main actor: mark it @MainActor, or hop with \
      `await MainActor.run { … }` before publishing. If the test expects this warning, create \
      the harness with runtimeWarnings: .collect.
      """
    ) {
      await harness.settle()
    }
  }

  @Test("a @Published written inside a body gives SwiftUI's warning (S201)")
  func publishedWrittenInBody() {
    let harness = ParentHarness(runtimeWarnings: .collect) { PublishedWrittenInBody() }
    #expect(harness.contains(text: "published 1"))
    #expect(
      harness.runtimeWarnings.map(\.message) == [
        "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
      ])
  }
}
