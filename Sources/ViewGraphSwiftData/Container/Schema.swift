import Foundation

/// The model types a container stores.
///
/// ```swift
/// let schema = Schema([Trip.self, Sight.self])
/// let container = try ModelContainer(for: schema)
/// ```
public final class Schema: Hashable, @unchecked Sendable {
  /// A schema's version, as a versioned schema declares it.
  public struct Version: Hashable, Codable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    /// Creates a version such as `1.0.0`.
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }

    public var description: String { "\(major).\(minor).\(patch)" }
  }

  /// What `@Attribute` can ask of a property.
  public struct Attribute {
    /// An option of `@Attribute`.
    public struct Option: Hashable, Sendable {
      let name: String

      /// The property's value appears once among the models of its type: inserting a model
      /// with a value already stored updates the stored model instead (an upsert).
      public static let unique = Option(name: "unique")
      /// Store the value beside the store's file; accepted, kept in memory here.
      public static let externalStorage = Option(name: "externalStorage")
      /// Encrypt the value in CloudKit; accepted, nothing is synced here.
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      /// Keep the value in history after a delete; accepted, history is not modelled.
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      /// Track the value's changes in history only; accepted.
      public static let ephemeral = Option(name: "ephemeral")
      /// Index the value for Spotlight; accepted.
      public static let spotlight = Option(name: "spotlight")
      /// Keep the value in memory only, as `@Transient` does: `@Model` neither stores nor
      /// observes the property. The first SDK's spelling, which apps written then still use.
      public static let transient = Option(name: "transient")
    }
  }

  /// What `@Relationship` can ask of a property.
  public struct Relationship {
    /// What deleting a model does to the models a relationship of it holds.
    public enum DeleteRule: String, Codable, Hashable, Sendable {
      /// Delete the related models too.
      case cascade
      /// Refuse to save while the deleted model still holds related models.
      case deny
      /// Leave the related models as they are.
      case noAction
      /// Take the deleted model out of the related models' inverse (the default).
      case nullify
    }

    /// An option of `@Relationship`.
    public struct Option: Hashable, Sendable {
      let name: String

      /// The related models are unique.
      public static let unique = Option(name: "unique")
    }
  }

  /// The model types, in the order given.
  public let types: [any PersistentModel.Type]
  /// The schema's version.
  public let version: Version

  /// Creates a schema of the given model types.
  ///
  /// - Parameters:
  ///   - types: The model types the store holds.
  ///   - version: The schema's version.
  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    self.types = types
    self.version = version
  }

  /// Creates a schema of the given model types.
  ///
  /// - Parameters:
  ///   - types: The model types the store holds.
  ///   - version: The schema's version.
  public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
    self.init(types, version: version)
  }

  /// Creates a schema from a versioned schema's models.
  ///
  /// - Parameter versionedSchema: The schema whose models the store holds.
  public convenience init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  /// The names of the model types, the entities of a store.
  public var entityNames: [String] { types.map { String(describing: $0) } }

  public static func == (lhs: Schema, rhs: Schema) -> Bool {
    lhs.entityNames == rhs.entityNames && lhs.version == rhs.version
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(entityNames)
    hasher.combine(version)
  }
}

/// A schema as one version of an app's models, for a migration plan.
public protocol VersionedSchema {
  /// The version this schema is.
  static var versionIdentifier: Schema.Version { get }
  /// The model types of this version.
  static var models: [any PersistentModel.Type] { get }
}

/// How a store moves from one schema version to the next. Migrations are not modelled here:
/// a container given a plan records a warning.
public protocol SchemaMigrationPlan {
  /// The versions, oldest first.
  static var schemas: [any VersionedSchema.Type] { get }
  /// The steps between them.
  static var stages: [MigrationStage] { get }
}

/// One step of a migration plan.
public enum MigrationStage: @unchecked Sendable {
  /// A migration the store infers.
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  /// A migration with code around it.
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
