import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphUserNotifications

private struct ReminderScreen: View {
  @State private var allowed: Bool?
  var body: some View {
    VStack {
      Button("Allow") {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, _ in
          Task { @MainActor in allowed = granted }
        }
      }
      Button("Remind") {
        let content = UNMutableNotificationContent()
        content.title = "Water the plants"
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
        UNUserNotificationCenter.current().add(
          UNNotificationRequest(identifier: "water", content: content, trigger: trigger))
      }
      Button("Cancel") {
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["water"])
      }
    }
  }
}

@MainActor
@Suite("S263: UNUserNotificationCenter keeps what is scheduled and records each request", .serialized)
struct UNUserNotificationCenterTests {
  let center = UNUserNotificationCenter.current()

  init() { UNUserNotificationCenter.current().reset() }

  @Test("S263: add schedules (replacing the same identifier), remove unschedules; each add is recorded")
  func schedulingIsKept() async {
    let host = mount(ReminderScreen())
    host.tap("Remind")
    host.tap("Remind")
    #expect(
      host.systemRequests.map(\.description) == ["add(notification: water)", "add(notification: water)"])
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["water"], "the same identifier replaces the pending request")
    #expect(pending.first?.content.title == "Water the plants")
    #expect((pending.first?.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 3600)
    host.tap("Cancel")
    #expect(await center.pendingNotificationRequests().isEmpty)
  }

  @Test(
    "S263: requestAuthorization is recorded and answers the user's choice, which the settings then report")
  func authorizationAnswersTheUsersChoice() async throws {
    let host = mount(ReminderScreen())
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
    host.tap("Allow")
    #expect(host.systemRequests == [.requestNotificationAuthorization])
    #expect(await center.notificationSettings().authorizationStatus == .authorized)

    center.grantsAuthorization = false
    #expect(try await center.requestAuthorization(options: [.badge]) == false)
    #expect(await center.notificationSettings().authorizationStatus == .denied)
  }

  @Test("S263: the content keeps its interruption level and relevance, as scheduled")
  func interruptionLevelIsKept() async throws {
    let content = UNMutableNotificationContent()
    content.title = "Spending limit reached"
    #expect(content.interruptionLevel == .active)
    content.interruptionLevel = .critical
    content.relevanceScore = 0.8
    try await center.add(UNNotificationRequest(identifier: "limit", content: content, trigger: nil))
    let pending = await center.pendingNotificationRequests().first?.content
    #expect(pending?.interruptionLevel == .critical && pending?.relevanceScore == 0.8)
  }
}
