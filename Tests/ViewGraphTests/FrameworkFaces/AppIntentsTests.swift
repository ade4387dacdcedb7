import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphAppIntents

/// A timer store the intent drives, as an app's model behind its shortcuts.
@MainActor
@Observable
private final class TimerStore {
  static let shared = TimerStore()
  var minutes: [Int] = []
}

private struct StartTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Timer"
  @Parameter(title: "Minutes", default: 5) var minutes: Int
  @Parameter(title: "Label") var label: String?

  static var parameterSummary: some ParameterSummary {
    Summary("Start a \(\.$minutes) minute timer") { \.$label }
  }

  @MainActor
  func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
    guard minutes > 0 else { throw $minutes.needsValueError("How many minutes?") }
    TimerStore.shared.minutes.append(minutes)
    return .result(value: minutes, dialog: "Timer \(label ?? "") started")
  }
}

private struct TimerShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: StartTimerIntent(), phrases: ["Start a timer in \(.applicationName)"], shortTitle: "Timer",
      systemImageName: "timer")
  }
}

@MainActor
@Suite("S405: AppIntents", .serialized)
struct AppIntentsTests {
  @Test("S405: a test performs an intent as the system does: parameters set, the result read")
  func performs() async throws {
    TimerStore.shared.minutes = []
    let intent = StartTimerIntent()
    #expect(intent.minutes == 5 && intent.label == nil)
    let first = try await intent.perform()
    #expect(first.value == 5 && TimerStore.shared.minutes == [5])
    intent.minutes = 25
    intent.label = "Tea"
    let second = try await intent.perform()
    #expect(second.value == 25 && String(localized: second.dialog!.full) == "Timer Tea started")
    intent.minutes = 0
    await #expect(throws: IntentParameterError.needsValue(title: "Minutes", dialog: "How many minutes?")) {
      try await intent.perform()
    }
    #expect(TimerStore.shared.minutes == [5, 25])
  }

  @Test("S405: summaries, shortcuts' phrases and enums are values a test reads")
  func declarations() throws {
    let summary = try #require(StartTimerIntent.parameterSummary as? IntentSummary<StartTimerIntent>)
    #expect(summary.sentence?.text == "Start a [1] minute timer")
    #expect(summary.sentence?.parameters == [\StartTimerIntent.$minutes])
    #expect(summary.listed == [\StartTimerIntent.$label])
    let shortcut = try #require(TimerShortcuts.appShortcuts.first)
    #expect(shortcut.phrases == ["Start a timer in [applicationName]"] && shortcut.systemImageName == "timer")
    #expect(shortcut.intent is StartTimerIntent)
    #expect(StartTimerIntent.openAppWhenRun == false && StartTimerIntent.description == nil)
  }
}
