import Foundation

/// Where and how a container keeps its models.
///
/// Here every store lives in memory. A configuration with a file (a `url`, or the default
/// location) keeps its saved models for the process, so a test that makes a new container
/// for the same file finds them, as an app does after a relaunch; one stored in memory only
/// starts empty each time.
///
/// ```swift
/// let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
/// let container = try ModelContainer(for: Trip.self, configurations: configuration)
/// ```
public struct ModelConfiguration: Identifiable, Hashable, Sendable {
  /// Which app group's container holds the store.
  public struct GroupContainer: Hashable, Sendable {
    let name: String?
    /// The app's group, if it has one.
    public static let automatic = GroupContainer(name: nil)
    /// No group.
    public static let none = GroupContainer(name: nil)
    /// The group with this identifier.
    public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(name: groupName) }
  }

  /// Which CloudKit database the store syncs with. Sync is not modelled: naming a database
  /// records a warning when the container is made.
  public struct CloudKitDatabase: Hashable, Sendable {
    let identifier: String?
    /// The app's CloudKit container, if its entitlements name one (none do here).
    public static let automatic = CloudKitDatabase(identifier: nil)
    /// No sync.
    public static let none = CloudKitDatabase(identifier: nil)
    /// The private database of the container with this identifier.
    public static func `private`(_ dbName: String) -> CloudKitDatabase {
      CloudKitDatabase(identifier: dbName)
    }
  }

  /// The configuration's name (`default` unless given).
  public let name: String
  /// The store's file.
  public let url: URL
  /// Whether the store starts empty with each container and is never written.
  public let isStoredInMemoryOnly: Bool
  /// Whether contexts may save to the store.
  public let allowsSave: Bool
  /// The model types this configuration stores, when it says.
  public var schema: Schema?
  /// The CloudKit container the store syncs with, when one is named.
  public let cloudKitContainerIdentifier: String?
  /// The configuration's identity: its name.
  public var id: String { name }

  /// Creates a configuration stored in the default location, or in memory.
  ///
  /// - Parameters:
  ///   - name: The configuration's name.
  ///   - schema: The model types it stores.
  ///   - isStoredInMemoryOnly: Whether the store starts empty with each container.
  ///   - allowsSave: Whether contexts may save.
  ///   - groupContainer: The app group whose container holds the store.
  ///   - cloudKitDatabase: The CloudKit database to sync with (not modelled).
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    let name = name ?? "default"
    self.init(
      name: name, schema: schema,
      url: isStoredInMemoryOnly
        ? URL(fileURLWithPath: "/dev/null")
        : Self.defaultDirectory(groupContainer)
          .appendingPathComponent("\(name).store"),
      isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave,
      cloudKitContainerIdentifier: cloudKitDatabase.identifier)
  }

  /// Creates a configuration stored in a file.
  ///
  /// - Parameters:
  ///   - name: The configuration's name.
  ///   - schema: The model types it stores.
  ///   - url: The store's file.
  ///   - allowsSave: Whether contexts may save.
  ///   - cloudKitDatabase: The CloudKit database to sync with (not modelled).
  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.init(
      name: name ?? "default", schema: schema, url: url, isStoredInMemoryOnly: false, allowsSave: allowsSave,
      cloudKitContainerIdentifier: cloudKitDatabase.identifier)
  }

  private init(
    name: String, schema: Schema?, url: URL, isStoredInMemoryOnly: Bool, allowsSave: Bool,
    cloudKitContainerIdentifier: String?
  ) {
    self.name = name
    self.schema = schema
    self.url = url
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    self.cloudKitContainerIdentifier = cloudKitContainerIdentifier
  }

  private static func defaultDirectory(_ group: GroupContainer) -> URL {
    let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ViewGraphSwiftData")
    return group.name.map { base.appendingPathComponent($0) } ?? base
  }

  public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
    lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
      && lhs.allowsSave == rhs.allowsSave && lhs.schema == rhs.schema
      && lhs.cloudKitContainerIdentifier == rhs.cloudKitContainerIdentifier
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(url)
  }
}
