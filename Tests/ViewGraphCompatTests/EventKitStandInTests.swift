import Foundation
import Testing

@testable import ViewGraphCompat

/// BoringNotch's and GrocySwiftUI's EventKit shapes, compiled in a mirror with the stand-in: a
/// calendar service that asks for access and reads events and reminders, a manager observing
/// `.EKEventStoreChanged`, and a reminders store that creates its own list.
@Suite("viewgraph-compat: the corpus's EventKit shapes compile", .serialized, .ownThread)
struct EventKitStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("access requests, predicates, fetches, saves, calendars and the change notification compile")
  func eventKitShapesCompile() throws {
    let app = try FixtureApp([
      "CalendarService.swift": """
      import Foundation
      @preconcurrency import EventKit
      import AppKit
      import SwiftUI
      struct CalendarModel { let id: String; let title: String; let color: NSColor; let isReminder: Bool }
      class CalendarService {
        private let store = EKEventStore()
        @MainActor
        func requestAccess(to type: EKEntityType) async throws -> Bool {
          if #available(macOS 14.0, *) {
            switch type {
            case .event: return try await store.requestFullAccessToEvents()
            case .reminder: return try await store.requestFullAccessToReminders()
            @unknown default: return false
            }
          } else {
            return try await store.requestAccess(to: type)
          }
        }
        private func hasAccess(to entityType: EKEntityType) -> Bool {
          let status = EKEventStore.authorizationStatus(for: entityType)
          return status == .fullAccess || status == .authorized
        }
        func calendars() -> [CalendarModel] {
          [EKEntityType.event, .reminder].filter(hasAccess).flatMap { store.calendars(for: $0) }.map {
            CalendarModel(id: $0.calendarIdentifier, title: $0.title, color: $0.color,
                          isReminder: $0.allowedEntityTypes.contains(.reminder))
          }
        }
        func events(from start: Date, to end: Date) -> [String] {
          let predicate = store.predicateForEvents(withStart: start, end: end, calendars: nil)
          return store.events(matching: predicate).map { event in
            let organizer = event.organizer?.url.absoluteString ?? ""
            let accepted = event.attendees?.filter { $0.participantStatus == .accepted && !$0.isCurrentUser }
            return "\\(event.title ?? "") \\(event.isAllDay) \\(organizer) \\(accepted?.count ?? 0) \\(event.hasRecurrenceRules || event.isDetached)"
          }
        }
        func reminders(in calendars: [EKCalendar], due start: Date) async -> [String] {
          await withCheckedContinuation { continuation in
            let predicate = store.predicateForReminders(in: calendars)
            store.fetchReminders(matching: predicate) { reminders in
              let due = (reminders ?? []).filter { ($0.dueDateComponents?.date ?? .distantPast) >= start }
              continuation.resume(returning: due.map { "\\($0.title ?? "") \\($0.priority) \\($0.isCompleted)" })
            }
          }
        }
        func setReminderCompleted(reminderID: String, completed: Bool) {
          guard let reminder = store.calendarItem(withIdentifier: reminderID) as? EKReminder else { return }
          reminder.isCompleted = completed
          try? store.save(reminder, commit: true)
        }
      }
      """,
      "CalendarManager.swift": """
      import EventKit
      import SwiftUI
      @MainActor
      class CalendarManager: ObservableObject {
        @Published var status: EKAuthorizationStatus = .notDetermined
        private var observer: NSObjectProtocol?
        init() {
          observer = NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: nil, queue: .main) { _ in }
        }
        func check() {
          switch EKEventStore.authorizationStatus(for: .event) {
          case .notDetermined, .restricted, .denied, .writeOnly: status = .denied
          case .fullAccess: status = .fullAccess
          @unknown default: break
          }
        }
      }
      struct CalendarSettings: View {
        @ObservedObject var manager: CalendarManager
        var body: some View {
          Text(manager.status != .fullAccess ? "No access" : "Calendars")
        }
      }
      """,
      "ReminderStore.swift": """
      import Foundation
      import EventKit
      import SwiftUI
      extension EKEventStore {
        func fetchReminders(matching predicate: NSPredicate) async throws -> [EKReminder] {
          try await withCheckedThrowingContinuation { continuation in
            fetchReminders(matching: predicate) { reminders in
              if let reminders { continuation.resume(returning: reminders) } else { continuation.resume(throwing: CancellationError()) }
            }
          }
        }
      }
      extension EKReminder {
        func update(title: String, dueDate: Date?, in store: EKEventStore) {
          self.title = title
          calendar = store.defaultCalendarForNewReminders()
          if let dueDate {
            alarms?.forEach { alarm in
              guard let absoluteDate = alarm.absoluteDate else { return }
              if absoluteDate != dueDate { removeAlarm(alarm) }
            }
            if !hasAlarms { addAlarm(EKAlarm(absoluteDate: dueDate)) }
          }
        }
      }
      class ReminderStore {
        private let ekStore = EKEventStore()
        func bestPossibleEKSource() -> EKSource? {
          ekStore.defaultCalendarForNewEvents?.source
            ?? ekStore.sources.first(where: { $0.title == "iCloud" })
            ?? ekStore.sources.first(where: { $0.sourceType == .local })
        }
        func createCalendar() throws -> String {
          let calendar = EKCalendar(for: .reminder, eventStore: ekStore)
          calendar.title = "Grocy Mobile"
          calendar.cgColor = Color.blue.cgColor
          calendar.source = bestPossibleEKSource()
          try ekStore.saveCalendar(calendar, commit: true)
          return calendar.calendarIdentifier
        }
        func readAll() async throws -> [String] {
          let reminders = try await ekStore.fetchReminders(matching: ekStore.predicateForReminders(in: nil))
          return reminders.map { $0.calendarItemIdentifier + ($0.notes ?? "") }
        }
        func remove(id: String) throws {
          guard let reminder = ekStore.calendarItem(withIdentifier: id) as? EKReminder else { return }
          try ekStore.remove(reminder, commit: true)
        }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 3)
    #expect(result.compiling == 3, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
