#if !canImport(CoreSpotlight)
  import Foundation

  /// An item of the app's content that Spotlight can find, as CoreSpotlight declares it: its
  /// identifier, the domain it belongs to, when it expires, and its attributes (S382).
  ///
  /// ```swift
  /// let item = CSSearchableItem(
  ///   uniqueIdentifier: recipe.id.uuidString, domainIdentifier: "recipes", attributeSet: attributes)
  /// ```
  open class CSSearchableItem: NSObject, NSCopying, @unchecked Sendable {
    /// The item's identifier: the one given, or a new UUID when none was.
    open var uniqueIdentifier: String
    /// The group the item belongs to, which `deleteSearchableItems(withDomainIdentifiers:)` names.
    open var domainIdentifier: String?
    /// When the index forgets the item: by default a month after it was made, as CoreSpotlight's.
    open var expirationDate: Date!
    open var attributeSet: CSSearchableItemAttributeSet
    /// Whether indexing the item updates the indexed one's attributes rather than replacing them.
    open var isUpdate = false

    public init(
      uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet
    ) {
      self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
      self.domainIdentifier = domainIdentifier
      self.attributeSet = attributeSet
      expirationDate = Date().addingTimeInterval(30 * 24 * 60 * 60)
      super.init()
    }

    /// An item with the same identifiers and a copy of the attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = CSSearchableItem(
        uniqueIdentifier: uniqueIdentifier, domainIdentifier: domainIdentifier,
        attributeSet: attributeSet.copy() as! CSSearchableItemAttributeSet)
      copy.expirationDate = expirationDate
      copy.isUpdate = isUpdate
      return copy
    }

    open override var description: String {
      "CSSearchableItem(\"\(uniqueIdentifier)\", domain: \(domainIdentifier.map { "\"\($0)\"" } ?? "nil"), "
        + "title: \(attributeSet.title.map { "\"\($0)\"" } ?? "nil"))"
    }
  }
#endif
