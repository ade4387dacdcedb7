#if !canImport(EventKit)
  import Foundation
  import ViewGraphFoundationGaps

  /// What a test supplies as the device and reads back (S389), the running test's own (S353).
  @_spi(Inspection)
  extension EKEventStore {
    /// What the person already allowed, per entity type; a type not listed is not determined.
    public static var suppliedAuthorization: [EKEntityType: EKAuthorizationStatus] {
      get { EKDevice.current.value.status }
      set { EKDevice.current.modify { $0.status = newValue } }
    }

    /// What the person answers when the app asks for access, per entity type. Asked with no
    /// answer supplied, a store warns and the request is denied.
    public static var supplied: [EKEntityType: EKAccessAnswer] {
      get { EKDevice.current.value.answers }
      set { EKDevice.current.modify { $0.answers = newValue } }
    }

    /// The access prompts the app showed, in order; a request answered by a status already
    /// decided showed none.
    public static var accessRequests: [EKAccessRequest] { EKDevice.current.value.requests }

    /// The device's own store, as the Calendar and Reminders apps write: it reads and writes
    /// whatever the app was allowed, so a test puts calendars, sources and items on the
    /// device with EventKit's calls. Its saves post `.EKEventStoreChanged`, as another app's
    /// change does.
    ///
    /// ```swift
    /// let device = EKEventStore.deviceStore()
    /// let standup = EKEvent(eventStore: device)
    /// standup.title = "Standup"
    /// standup.startDate = nine
    /// standup.endDate = nine.addingTimeInterval(900)
    /// standup.calendar = device.defaultCalendarForNewEvents
    /// try device.save(standup, span: .thisEvent)
    /// ```
    public static func deviceStore() -> EKEventStore { EKEventStore(isDevice: true) }

    /// Makes `calendar` the device's default for new items of its type.
    public static func setDefaultCalendar(_ calendar: EKCalendar) {
      EKDevice.current.modify { $0.defaultCalendarIDs[calendar.entityType] = calendar.calendarIdentifier }
    }

    /// Forgets what the running test supplied, asked and saved: a new device.
    public static func resetDevice() { EKDevice.current.reset() }
  }

  @_spi(Inspection)
  extension EKEvent {
    /// Gives a device's event the people invited and its organizer, which apps cannot set.
    public func supplyParticipants(_ attendees: [EKParticipant], organizer: EKParticipant? = nil) {
      self.attendees = attendees
      self.organizer = organizer
    }
  }
#endif
