#if !canImport(AppIntents)
  import Foundation
  import ViewGraphFoundationGaps
  import ViewGraphUniformTypeIdentifiers

  /// How the system shows a value: a title, a subtitle and an image.
  public struct DisplayRepresentation: ExpressibleByStringInterpolation, @unchecked Sendable {
    /// An image beside the title.
    public struct Image: @unchecked Sendable {
      public let systemName: String?
      public let name: String?
      public let data: Data?
      public let url: URL?
      public init(systemName: String, tintColor: Any? = nil, symbolConfiguration: Any? = nil) {
        self.systemName = systemName
        name = nil
        data = nil
        url = nil
      }
      public init(named name: String, isTemplate: Bool = false) {
        systemName = nil
        self.name = name
        data = nil
        url = nil
      }
      public init(data: Data, isTemplate: Bool = false) {
        systemName = nil
        name = nil
        self.data = data
        url = nil
      }
      public init(url: URL, isTemplate: Bool = false) {
        systemName = nil
        name = nil
        data = nil
        self.url = url
      }
    }

    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?
    public let image: Image?
    public let synonyms: [LocalizedStringResource]

    public init(
      title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
      synonyms: [LocalizedStringResource] = []
    ) {
      self.title = title
      self.subtitle = subtitle
      self.image = image
      self.synonyms = synonyms
    }

    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation
    public init(stringLiteral value: String) {
      self.init(title: LocalizedStringResource(stringLiteral: value))
    }
    public init(stringInterpolation: StringInterpolation) {
      self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
  }

  /// How the system names a type of value.
  public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public let name: LocalizedStringResource
    public let numericFormat: LocalizedStringResource?

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
      self.name = name
      self.numericFormat = numericFormat
    }

    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation
    public init(stringLiteral value: String) {
      self.init(name: LocalizedStringResource(stringLiteral: value))
    }
    public init(stringInterpolation: StringInterpolation) {
      self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
  }

  /// A type an intent's parameter or result can be, shown with its display representation.
  public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  }

  /// A value of the app's domain the system can refer to, as AppIntents declares it.
  ///
  /// ```swift
  /// struct ListEntity: AppEntity {
  ///   static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"
  ///   static let defaultQuery = ListQuery()
  ///   let id: String
  ///   var displayRepresentation: DisplayRepresentation { "\(id)" }
  /// }
  /// ```
  public protocol AppEntity: Identifiable, TypeDisplayRepresentable {
    associatedtype DefaultQuery: EntityQuery
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
  }

  extension AppEntity {
    /// An entity property, written `@Property(title: "…") var name: Value`.
    public typealias Property<Value> = EntityProperty<Value>
  }

  /// How the system finds an app's entities, as AppIntents declares it.
  public protocol EntityQuery {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
  }

  extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
  }

  /// A query that finds entities by a string the user typed.
  public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
  }

  /// A query that lists every entity.
  public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
  }

  /// A fixed set of values the system can offer, as AppIntents declares it.
  ///
  /// ```swift
  /// enum Tab: String, AppEnum {
  ///   case home, settings
  ///   static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tab"
  ///   static let caseDisplayRepresentations: [Tab: DisplayRepresentation] = [.home: "Home", .settings: "Settings"]
  /// }
  /// ```
  public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, TypeDisplayRepresentable
  where RawValue: Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
  }

  /// A file an intent takes or returns.
  public struct IntentFile: @unchecked Sendable {
    public let data: Data
    public let filename: String
    public let type: UTType?
    public let fileURL: URL?

    public init(data: Data, filename: String, type: UTType? = nil) {
      self.data = data
      self.filename = filename
      self.type = type
      fileURL = nil
    }

    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
      data = (try? Data(contentsOf: fileURL)) ?? Data()
      self.filename = filename ?? fileURL.lastPathComponent
      self.type = type
      self.fileURL = fileURL
    }
  }
#endif
