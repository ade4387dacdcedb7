#if !canImport(CoreSpotlight)
  import Foundation
  import ViewGraphUniformTypeIdentifiers

  /// What Spotlight shows and matches for an item, as CoreSpotlight declares it: the
  /// general, document, media and place attributes apps set. The values are kept; nothing
  /// is matched (S382).
  ///
  /// ```swift
  /// let attributes = CSSearchableItemAttributeSet(contentType: .text)
  /// attributes.title = recipe.name
  /// attributes.keywords = recipe.ingredients
  /// ```
  open class CSSearchableItemAttributeSet: NSObject, NSCopying, @unchecked Sendable {
    /// The attributes' values, one struct so that a copy is one assignment.
    private struct Values {
      var contentType: String?
      var title: String?
      var displayName: String?
      var alternateNames: [String]?
      var contentDescription: String?
      var keywords: [String]?
      var identifier: String?
      var relatedUniqueIdentifier: String?
      var domainIdentifier: String?
      var thumbnailData: Data?
      var thumbnailURL: URL?
      var contentURL: URL?
      var url: URL?
      var path: String?
      var subject: String?
      var creator: String?
      var kind: String?
      var contentCreationDate: Date?
      var contentModificationDate: Date?
      var addedDate: Date?
      var lastUsedDate: Date?
      var startDate: Date?
      var endDate: Date?
      var dueDate: Date?
      var rating: NSNumber?
      var ratingDescription: String?
      var rankingHint: NSNumber?
      var artist: String?
      var album: String?
      var authorNames: [String]?
      var duration: NSNumber?
      var namedLocation: String?
      var city: String?
      var country: String?
      var latitude: NSNumber?
      var longitude: NSNumber?
      var supportsNavigation: NSNumber?
      var supportsPhoneCall: NSNumber?
      var phoneNumbers: [String]?
      var emailAddresses: [String]?
      var textContent: String?

      /// These values, with each attribute `other` sets taking its place.
      mutating func merge(_ other: Values) {
        if let value = other.contentType { contentType = value }
        if let value = other.title { title = value }
        if let value = other.displayName { displayName = value }
        if let value = other.alternateNames { alternateNames = value }
        if let value = other.contentDescription { contentDescription = value }
        if let value = other.keywords { keywords = value }
        if let value = other.identifier { identifier = value }
        if let value = other.relatedUniqueIdentifier { relatedUniqueIdentifier = value }
        if let value = other.domainIdentifier { domainIdentifier = value }
        if let value = other.thumbnailData { thumbnailData = value }
        if let value = other.thumbnailURL { thumbnailURL = value }
        if let value = other.contentURL { contentURL = value }
        if let value = other.url { url = value }
        if let value = other.path { path = value }
        if let value = other.subject { subject = value }
        if let value = other.creator { creator = value }
        if let value = other.kind { kind = value }
        if let value = other.contentCreationDate { contentCreationDate = value }
        if let value = other.contentModificationDate { contentModificationDate = value }
        if let value = other.addedDate { addedDate = value }
        if let value = other.lastUsedDate { lastUsedDate = value }
        if let value = other.startDate { startDate = value }
        if let value = other.endDate { endDate = value }
        if let value = other.dueDate { dueDate = value }
        if let value = other.rating { rating = value }
        if let value = other.ratingDescription { ratingDescription = value }
        if let value = other.rankingHint { rankingHint = value }
        if let value = other.artist { artist = value }
        if let value = other.album { album = value }
        if let value = other.authorNames { authorNames = value }
        if let value = other.duration { duration = value }
        if let value = other.namedLocation { namedLocation = value }
        if let value = other.city { city = value }
        if let value = other.country { country = value }
        if let value = other.latitude { latitude = value }
        if let value = other.longitude { longitude = value }
        if let value = other.supportsNavigation { supportsNavigation = value }
        if let value = other.supportsPhoneCall { supportsPhoneCall = value }
        if let value = other.phoneNumbers { phoneNumbers = value }
        if let value = other.emailAddresses { emailAddresses = value }
        if let value = other.textContent { textContent = value }
      }
    }
    private var values = Values()

    /// The type identifier of the content the set describes.
    open var contentType: String? {
      get { values.contentType }
      set { values.contentType = newValue }
    }

    open var title: String? {
      get { values.title }
      set { values.title = newValue }
    }
    open var displayName: String? {
      get { values.displayName }
      set { values.displayName = newValue }
    }
    open var alternateNames: [String]? {
      get { values.alternateNames }
      set { values.alternateNames = newValue }
    }
    open var contentDescription: String? {
      get { values.contentDescription }
      set { values.contentDescription = newValue }
    }
    open var keywords: [String]? {
      get { values.keywords }
      set { values.keywords = newValue }
    }
    open var identifier: String? {
      get { values.identifier }
      set { values.identifier = newValue }
    }
    open var relatedUniqueIdentifier: String? {
      get { values.relatedUniqueIdentifier }
      set { values.relatedUniqueIdentifier = newValue }
    }
    open var domainIdentifier: String? {
      get { values.domainIdentifier }
      set { values.domainIdentifier = newValue }
    }
    open var thumbnailData: Data? {
      get { values.thumbnailData }
      set { values.thumbnailData = newValue }
    }
    open var thumbnailURL: URL? {
      get { values.thumbnailURL }
      set { values.thumbnailURL = newValue }
    }
    open var contentURL: URL? {
      get { values.contentURL }
      set { values.contentURL = newValue }
    }
    open var url: URL? {
      get { values.url }
      set { values.url = newValue }
    }
    open var path: String? {
      get { values.path }
      set { values.path = newValue }
    }
    open var subject: String? {
      get { values.subject }
      set { values.subject = newValue }
    }
    open var creator: String? {
      get { values.creator }
      set { values.creator = newValue }
    }
    open var kind: String? {
      get { values.kind }
      set { values.kind = newValue }
    }
    open var contentCreationDate: Date? {
      get { values.contentCreationDate }
      set { values.contentCreationDate = newValue }
    }
    open var contentModificationDate: Date? {
      get { values.contentModificationDate }
      set { values.contentModificationDate = newValue }
    }
    open var addedDate: Date? {
      get { values.addedDate }
      set { values.addedDate = newValue }
    }
    open var lastUsedDate: Date? {
      get { values.lastUsedDate }
      set { values.lastUsedDate = newValue }
    }
    open var startDate: Date? {
      get { values.startDate }
      set { values.startDate = newValue }
    }
    open var endDate: Date? {
      get { values.endDate }
      set { values.endDate = newValue }
    }
    open var dueDate: Date? {
      get { values.dueDate }
      set { values.dueDate = newValue }
    }
    open var rating: NSNumber? {
      get { values.rating }
      set { values.rating = newValue }
    }
    open var ratingDescription: String? {
      get { values.ratingDescription }
      set { values.ratingDescription = newValue }
    }
    open var rankingHint: NSNumber? {
      get { values.rankingHint }
      set { values.rankingHint = newValue }
    }
    open var artist: String? {
      get { values.artist }
      set { values.artist = newValue }
    }
    open var album: String? {
      get { values.album }
      set { values.album = newValue }
    }
    open var authorNames: [String]? {
      get { values.authorNames }
      set { values.authorNames = newValue }
    }
    open var duration: NSNumber? {
      get { values.duration }
      set { values.duration = newValue }
    }
    open var namedLocation: String? {
      get { values.namedLocation }
      set { values.namedLocation = newValue }
    }
    open var city: String? {
      get { values.city }
      set { values.city = newValue }
    }
    open var country: String? {
      get { values.country }
      set { values.country = newValue }
    }
    open var latitude: NSNumber? {
      get { values.latitude }
      set { values.latitude = newValue }
    }
    open var longitude: NSNumber? {
      get { values.longitude }
      set { values.longitude = newValue }
    }
    open var supportsNavigation: NSNumber? {
      get { values.supportsNavigation }
      set { values.supportsNavigation = newValue }
    }
    open var supportsPhoneCall: NSNumber? {
      get { values.supportsPhoneCall }
      set { values.supportsPhoneCall = newValue }
    }
    open var phoneNumbers: [String]? {
      get { values.phoneNumbers }
      set { values.phoneNumbers = newValue }
    }
    open var emailAddresses: [String]? {
      get { values.emailAddresses }
      set { values.emailAddresses = newValue }
    }
    open var textContent: String? {
      get { values.textContent }
      set { values.textContent = newValue }
    }

    /// An attribute set for content of `contentType` (iOS 14).
    public init(contentType: UTType) {
      super.init()
      values.contentType = contentType.identifier
    }

    /// An attribute set for content of the type identifier `itemContentType`.
    public init(itemContentType: String) {
      super.init()
      values.contentType = itemContentType
    }

    /// Sets every attribute `other` sets, keeping the rest: an item indexed as an update.
    func merge(_ other: CSSearchableItemAttributeSet) { values.merge(other.values) }

    /// A set with the same attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = CSSearchableItemAttributeSet(itemContentType: contentType ?? UTType.item.identifier)
      copy.values = values
      return copy
    }

    open override var description: String {
      "CSSearchableItemAttributeSet(title: \(title.map { "\"\($0)\"" } ?? "nil"), contentType: \(contentType ?? "nil"))"
    }
  }
#endif
