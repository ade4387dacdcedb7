import PreviewFixtures
import StateHarness
import Testing
@_spi(Inspection) import ViewGraph

/// `Tests/PreviewFixtures/CurrentSDKScreens.swift`, written as the current SDK's declarations
/// accept it (issue 49), mounted and driven.
@MainActor @Suite("Declarations as the current SDK writes them")
struct CurrentSDKShapesTests {
  @Test("S284: a @MainActor @Sendable action forwarded to Button runs when it is tapped")
  func forwardedMainActorAction() {
    let harness = ParentHarness { CurrentSDKScreen() }
    #expect(harness.find(text: "Ada tapped 0") != nil)
    harness.find(button: "Forwarded")?.tap()
    harness.find(button: "Forwarded")?.tap()
    #expect(harness.find(text: "Ada tapped 2") != nil)
  }

  @Test("S285: a @preconcurrency EnvironmentKey's main-actor default is what readers see")
  func preconcurrencyKeyDefault() {
    let harness = ParentHarness { CurrentSDKScreen() }
    #expect(harness.find(text: "Ada tapped 0") != nil)
  }

  @Test("S282: an untyped @State is a memberwise parameter; left out, it starts at its value")
  func untypedStateMemberwise() {
    let harness = ParentHarness { CurrentSDKScreen() }
    #expect(harness.find(text: "set: 4") != nil)
    #expect(harness.find(text: "T 2.0 true 9") != nil)
    #expect(harness.find(text: "default: 0") != nil)
    #expect(harness.find(text: "Counter 1.5 false 0") != nil)
  }

  @Test("S282: the value passed through the memberwise initialiser is the state's, and it changes")
  func untypedStateChanges() {
    let harness = ParentHarness { CurrentSDKScreen() }
    harness.find(button: "Increment set")?.tap()
    #expect(harness.find(text: "set: 5") != nil)
    harness.reRender()
    #expect(harness.find(text: "set: 5") != nil, "the parent's 4 does not reset the state (S1)")
  }

  @Test("S283: @State in a class compiles as the wrapper did, and reads its initial value")
  func stateInClass() {
    #expect(StateInClass().currentHits == 3)
  }

  @Test("S281: optional @AppStorage (URL?, an enum?, TimeInterval?) is nil until written")
  func optionalAppStorage() {
    let harness = ParentHarness { OptionalStorageScreen() }
    #expect(harness.find(text: "site none") != nil)
    #expect(harness.find(text: "sort none") != nil)
    #expect(harness.find(text: "interval none") != nil)
    harness.find(button: "Set")?.tap()
    #expect(harness.find(text: "site https://example.com") != nil)
    #expect(harness.find(text: "sort date") != nil)
    #expect(harness.find(text: "interval 2.5") != nil)
    harness.find(button: "Clear")?.tap()
    #expect(harness.find(text: "site none") != nil)
    #expect(harness.find(text: "sort none") != nil)
  }
}
