import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

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
@Suite("S63, S101: @AppStorage and writes around it")
struct AppStorageTests {
  @Test("S63: @AppStorage writes persist in the store and re-render every reader")
  func appStorageWritesPersistAndInvalidate() {
    let scratch = ScratchDefaults()
    let host = mount(HabitListScreen().environment(HabitStore()), environment: scratch.environment)
    #expect(host.shows("Streak 0"))
    host.tap("Settings")
    host.tap("Show streaks")
    #expect(scratch.defaults.object(forKey: "showsStreaks") as? Bool == false)
    #expect(!host.shows("Streak 0"))
  }

  @Test("S101: a write to the UserDefaults made outside @AppStorage re-renders its readers")
  func externalWriteReachesReaders() {
    let scratch = ScratchDefaults()
    let host = mount(StreakBadge(), environment: scratch.environment)
    #expect(host.shows("Streak 0"))
    StreakImporter(defaults: scratch.defaults).importStreak(7)
    #expect(host.shows("Streak 7"))
    scratch.defaults.set(false, forKey: "showsStreaks")
    #expect(host.shows("Streaks hidden"))
    scratch.defaults.removeObject(forKey: "showsStreaks")
    #expect(host.shows("Streak 7"))
  }

  @Test("S101: a write to another key, or the same value again, re-renders nothing")
  func unrelatedWritesDoNotReRender() {
    let scratch = ScratchDefaults()
    let host = mount(StreakBadge(), environment: scratch.environment)
    scratch.defaults.set("x", forKey: "unrelated")
    host.update()
    #expect(host.bodyEvaluationCount(of: StreakBadge.self) == 1)
    scratch.defaults.set(5, forKey: "streak")
    host.update()
    #expect(host.bodyEvaluationCount(of: StreakBadge.self) == 2)
    scratch.defaults.set(5, forKey: "streak")
    host.update()
    #expect(host.bodyEvaluationCount(of: StreakBadge.self) == 2)
  }
}
