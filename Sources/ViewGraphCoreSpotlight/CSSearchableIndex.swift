#if !canImport(CoreSpotlight)
  import Foundation
  import ViewGraphFoundationGaps

  /// The on-device index of the app's searchable items, as CoreSpotlight declares it. Here the
  /// index is the running test's own: it keeps the items indexed under the index's name, an
  /// item indexed again replacing the one with its identifier, and forgets those deleted, so
  /// a test reads what the app left in Spotlight (``indexedItems``, inspection SPI) (S382).
  /// Completion handlers run on a background queue, as CoreSpotlight's do.
  ///
  /// ```swift
  /// CSSearchableIndex.default().indexSearchableItems([item])
  /// try await CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: [id])
  /// ```
  open class CSSearchableIndex: NSObject, @unchecked Sendable {
    /// The index's name; the default index's is empty.
    let name: String

    /// The app's default index.
    open class func `default`() -> Self { Self(name: "") }

    /// Whether the device can index: always, here.
    open class func isIndexingAvailable() -> Bool { true }

    /// An index of the app's of that name; indexes of one name share their items.
    public required init(name: String) {
      self.name = name
      super.init()
    }

    /// An index of that name whose files have a protection class (kept, nothing is written).
    public convenience init(name: String, protectionClass: FileProtectionType?) {
      self.init(name: name)
    }

    /// Adds `items`, or replaces the indexed ones with their identifiers.
    open func indexSearchableItems(
      _ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      index(items)
      Self.complete(completionHandler)
    }

    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { index(items) }

    /// Forgets the items with these identifiers.
    open func deleteSearchableItems(
      withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      remove { identifiers.contains($0.uniqueIdentifier) }
      Self.complete(completionHandler)
    }

    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
      remove { identifiers.contains($0.uniqueIdentifier) }
    }

    /// Forgets the items of these domains, and of their subdomains (`"a.b"` is in `"a"`).
    open func deleteSearchableItems(
      withDomainIdentifiers domainIdentifiers: [String],
      completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      remove { Self.item($0, isIn: domainIdentifiers) }
      Self.complete(completionHandler)
    }

    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
      remove { Self.item($0, isIn: domainIdentifiers) }
    }

    /// Forgets every item of this index.
    open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
      remove { _ in true }
      Self.complete(completionHandler)
    }

    open func deleteAllSearchableItems() async throws { remove { _ in true } }

    // MARK: - The running test's index

    /// Each index name's items, in the order first indexed, for the running test (S353).
    static let store = TestScoped<[String: [CSSearchableItem]]>([:])

    private func index(_ items: [CSSearchableItem]) {
      // Copied as the index reads them: the app may change or reuse an item afterwards.
      let copies = items.map { $0.copy() as! CSSearchableItem }
      Self.store.modify { store in
        var kept = store[name, default: []]
        for item in copies {
          if let at = kept.firstIndex(where: { $0.uniqueIdentifier == item.uniqueIdentifier }) {
            // An update changes the attributes it sets; another item replaces the indexed one.
            if item.isUpdate {
              kept[at].attributeSet.merge(item.attributeSet)
            } else {
              kept[at] = item
            }
          } else {
            kept.append(item)
          }
        }
        store[name] = kept
      }
    }

    private func remove(where matches: (CSSearchableItem) -> Bool) {
      Self.store.modify { store in store[name]?.removeAll(where: matches) }
    }

    private static func item(_ item: CSSearchableItem, isIn domains: [String]) -> Bool {
      guard let domain = item.domainIdentifier else { return false }
      return domains.contains { domain == $0 || domain.hasPrefix($0 + ".") }
    }

    private static func complete(_ handler: (@Sendable ((any Error)?) -> Void)?) {
      guard let handler else { return }
      DispatchQueue.global().async { handler(nil) }
    }
  }

  @_spi(Inspection)
  extension CSSearchableIndex {
    /// The items this index holds in the running test, in the order first indexed.
    public var indexedItems: [CSSearchableItem] { Self.store.value[name] ?? [] }

    /// Forgets every index's items in the running test.
    public static func reset() { store.reset() }
  }
#endif
