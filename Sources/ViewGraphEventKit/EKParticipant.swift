#if !canImport(EventKit)
  import Foundation

  /// Whether a participant accepted an invitation.
  public enum EKParticipantStatus: Int, Sendable {
    case unknown = 0
    case pending = 1
    case accepted = 2
    case declined = 3
    case tentative = 4
    case delegated = 5
    case completed = 6
    case inProcess = 7
  }

  /// A participant's role in an event.
  public enum EKParticipantRole: Int, Sendable {
    case unknown = 0
    case required = 1
    case optional = 2
    case chair = 3
    case nonParticipant = 4
  }

  /// What a participant is: a person, a room, a resource or a group.
  public enum EKParticipantType: Int, Sendable {
    case unknown = 0
    case person = 1
    case room = 2
    case resource = 3
    case group = 4
  }

  /// An attendee or the organizer of an event, as EventKit declares it: read-only, as apps
  /// cannot invite. Here no event has participants unless a test supplied them.
  ///
  /// ```swift
  /// let accepted = event.attendees?.filter { $0.participantStatus == .accepted }
  /// ```
  open class EKParticipant: EKObject, NSCopying, @unchecked Sendable {
    open private(set) var url: URL
    open private(set) var name: String?
    open private(set) var participantStatus: EKParticipantStatus
    open private(set) var participantRole: EKParticipantRole
    open private(set) var participantType: EKParticipantType
    open private(set) var isCurrentUser: Bool

    /// A participant a test supplies for an event the device has.
    @_spi(Inspection)
    public init(
      url: URL, name: String? = nil, status: EKParticipantStatus = .pending,
      role: EKParticipantRole = .required,
      type: EKParticipantType = .person, isCurrentUser: Bool = false
    ) {
      self.url = url
      self.name = name
      participantStatus = status
      participantRole = role
      participantType = type
      self.isCurrentUser = isCurrentUser
      super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
      EKParticipant(
        url: url, name: name, status: participantStatus, role: participantRole, type: participantType,
        isCurrentUser: isCurrentUser)
    }
  }
#endif
