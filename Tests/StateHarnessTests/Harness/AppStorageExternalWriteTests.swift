import Foundation
import Testing
import ViewGraph

@testable import StateHarness

private struct StreakBadge: View {
  @AppStorage("showsStreaks") private var showsStreaks = true
  @AppStorage("streak") private var streak = 0
  var body: some View {
    Text(showsStreaks ? "Streak \(streak)" : "Streaks hidden")
  }
}

/// Writes the defaults directly, as a model or a settings importer does.
@MainActor private final class StreakImporter {
  let defaults: UserDefaults
  init(defaults: UserDefaults) { self.defaults = defaults }
  func importStreak(_ streak: Int) { defaults.set(streak, forKey: "streak") }
}

@MainActor
@Suite("@AppStorage and writes around it (S101)")
struct AppStorageExternalWriteTests {
  @Test("S101: a write to the UserDefaults made outside @AppStorage re-renders its readers")
  func externalWriteReachesReaders() {
    let harness = ParentHarness { StreakBadge() }
    #expect(harness.contains(text: "Streak 0"))
    StreakImporter(defaults: harness.appStorage).importStreak(7)
    #expect(harness.contains(text: "Streak 7"))
    harness.appStorage.set(false, forKey: "showsStreaks")
    #expect(harness.contains(text: "Streaks hidden"))
    harness.appStorage.removeObject(forKey: "showsStreaks")
    #expect(harness.contains(text: "Streak 7"))
  }

  @Test("S101: a write to another key, or the same value again, re-renders nothing")
  func unrelatedWritesDoNotReRender() {
    let harness = ParentHarness { StreakBadge() }
    harness.appStorage.set("x", forKey: "unrelated")
    #expect(harness.bodyEvaluations(of: StreakBadge.self) == 1)
    harness.appStorage.set(5, forKey: "streak")
    #expect(harness.bodyEvaluations(of: StreakBadge.self) == 2)
    harness.appStorage.set(5, forKey: "streak")
    #expect(harness.bodyEvaluations(of: StreakBadge.self) == 2)
  }
}
