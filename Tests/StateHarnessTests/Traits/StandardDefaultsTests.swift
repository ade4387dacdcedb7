import Foundation
import StateHarness
import Testing
@_spi(Inspection) import ViewGraph
import XCTest

// An app that saves to UserDefaults.standard directly, as both habit apps of a trial did
// (issue 51): each harness starts from empty standard defaults unless the test says
// otherwise. Every step runs on the main actor without a suspension, so no harness of a
// test running in parallel is created in between.

private struct HabitScreen: View {
  @State private var habits = UserDefaults.standard.stringArray(forKey: "habits") ?? []
  var body: some View {
    VStack {
      Text("\(habits.count) habits")
      Button("Add") {
        habits.append("Walk")
        UserDefaults.standard.set(habits, forKey: "habits")
      }
    }
  }
}

@MainActor
@Suite("UserDefaults.standard is fresh for each harness")
struct StandardDefaultsTests {
  @Test("what an earlier test saved in UserDefaults.standard is gone for a new harness")
  func freshByDefault() {
    UserDefaults.standard.set(["Read", "Run"], forKey: "habits")  // an earlier test's
    let harness = ParentHarness { HabitScreen() }
    #expect(harness.contains(text: "0 habits"))
    harness.find(button: "Add")?.tap()
    #expect(UserDefaults.standard.stringArray(forKey: "habits") == ["Walk"])
    _ = ParentHarness { HabitScreen() }
    #expect(UserDefaults.standard.object(forKey: "habits") == nil)
  }

  @Test("registered defaults stay, as on a fresh install")
  func registeredDefaultsStay() {
    UserDefaults.standard.register(defaults: ["registeredTheme": "light"])
    UserDefaults.standard.set("dark", forKey: "registeredTheme")
    _ = ParentHarness { HabitScreen() }
    #expect(UserDefaults.standard.string(forKey: "registeredTheme") == "light")
  }

  @Test(
    ".stateHarness(standardDefaults: .shared) keeps what was saved", .stateHarness(standardDefaults: .shared))
  func sharedKeepsThem() {
    UserDefaults.standard.set(["Read"], forKey: "habits")
    let harness = ParentHarness { HabitScreen() }
    #expect(harness.contains(text: "1 habits"))
    UserDefaults.standard.removeObject(forKey: "habits")
  }
}

/// The same from XCTest, where most iOS teams' suites are.
final class StandardDefaultsXCTests: XCTestCase {
  func testAHarnessInAnXCTestStartsFromEmptyStandardDefaults() {
    let shown = MainActor.assumeIsolated {
      UserDefaults.standard.set(["Read", "Run"], forKey: "habits")
      let harness = ParentHarness { HabitScreen() }
      return harness.contains(text: "0 habits")
    }
    XCTAssertTrue(shown)
  }
}
