// `import UniformTypeIdentifiers` in a mirror on Linux (`-module-alias
// UniformTypeIdentifiers=ViewGraphUniformTypeIdentifiers`): `UTType` as Apple declares it,
// with the system types apps name most, their filename extensions, MIME types and what they
// conform to. On Apple platforms this module is UniformTypeIdentifiers itself.
#if canImport(UniformTypeIdentifiers)
  @_exported import UniformTypeIdentifiers
#else
  import Foundation

  /// A uniform type identifier: what kind of data a file or a pasteboard item holds.
  ///
  /// ```swift
  /// let type = UTType(filenameExtension: "json")   // UTType.json
  /// type?.conforms(to: .text)                       // true
  /// ```
  public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    let parents: [String]
    public let isDynamic: Bool

    init(_ identifier: String, extension: String? = nil, mime: String? = nil, conformsTo parents: [String]) {
      self.identifier = identifier
      self.preferredFilenameExtension = `extension`
      self.preferredMIMEType = mime
      self.parents = parents
      self.isDynamic = false
    }

    /// The declared type with this identifier, or nil when none is known here.
    public init?(_ identifier: String) {
      guard let known = Self.known[identifier] else { return nil }
      self = known
    }

    public init?(filenameExtension: String) {
      self.init(filenameExtension: filenameExtension, conformingTo: .data)
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType) {
      // A type's other extensions (`jpg` for JPEG), which the system's declarations list too.
      let aliases = ["jpg": "jpeg", "htm": "html"]
      let lowered = aliases[filenameExtension.lowercased()] ?? filenameExtension.lowercased()
      guard let known = Self.known.values.first(where: { $0.preferredFilenameExtension == lowered }),
        known.conforms(to: supertype)
      else { return nil }
      self = known
    }

    public init?(mimeType: String) { self.init(mimeType: mimeType, conformingTo: .data) }

    public init?(mimeType: String, conformingTo supertype: UTType) {
      guard let known = Self.known.values.first(where: { $0.preferredMIMEType == mimeType }),
        known.conforms(to: supertype)
      else { return nil }
      self = known
    }

    /// A type the app declares and owns (Info.plist's exported types).
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
      self.init(identifier, conformsTo: [parentType.identifier])
    }

    /// A type another app owns, which this app uses.
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
      self.init(identifier, conformsTo: [parentType.identifier])
    }

    public var isDeclared: Bool { Self.known[identifier] != nil }
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    public var isSystemDeclared: Bool { isDeclared && isPublic }
    public var localizedDescription: String? { identifier }
    public var description: String { identifier }
    public var debugDescription: String { identifier }

    /// The types this one conforms to, all the way up.
    public var supertypes: Set<UTType> {
      var result: Set<UTType> = []
      var pending = parents
      while let next = pending.popLast() {
        guard let type = Self.known[next], result.insert(type).inserted else { continue }
        pending += type.parents
      }
      return result
    }

    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) && self != type }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public static let item = UTType("public.item", conformsTo: [])
    public static let content = UTType("public.content", conformsTo: [])
    public static let data = UTType("public.data", conformsTo: ["public.item"])
    public static let text = UTType("public.text", conformsTo: ["public.data", "public.content"])
    public static let plainText = UTType(
      "public.plain-text", extension: "txt", mime: "text/plain", conformsTo: ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", conformsTo: ["public.plain-text"])
    public static let json = UTType(
      "public.json", extension: "json", mime: "application/json", conformsTo: ["public.text"])
    public static let xml = UTType(
      "public.xml", extension: "xml", mime: "application/xml", conformsTo: ["public.text"])
    public static let html = UTType(
      "public.html", extension: "html", mime: "text/html", conformsTo: ["public.text"])
    public static let commaSeparatedText = UTType(
      "public.comma-separated-values-text", extension: "csv", mime: "text/csv", conformsTo: ["public.text"])
    public static let rtf = UTType(
      "public.rtf", extension: "rtf", mime: "text/rtf", conformsTo: ["public.text"])
    public static let sourceCode = UTType("public.source-code", conformsTo: ["public.plain-text"])
    public static let swiftSource = UTType(
      "public.swift-source", extension: "swift", conformsTo: ["public.source-code"])
    public static let propertyList = UTType(
      "com.apple.property-list", extension: "plist", conformsTo: ["public.data"])
    public static let image = UTType("public.image", conformsTo: ["public.data", "public.content"])
    public static let png = UTType(
      "public.png", extension: "png", mime: "image/png", conformsTo: ["public.image"])
    public static let jpeg = UTType(
      "public.jpeg", extension: "jpeg", mime: "image/jpeg", conformsTo: ["public.image"])
    public static let heic = UTType(
      "public.heic", extension: "heic", mime: "image/heic", conformsTo: ["public.image"])
    public static let gif = UTType(
      "com.compuserve.gif", extension: "gif", mime: "image/gif", conformsTo: ["public.image"])
    public static let svg = UTType(
      "public.svg-image", extension: "svg", mime: "image/svg+xml", conformsTo: ["public.image"])
    public static let pdf = UTType(
      "com.adobe.pdf", extension: "pdf", mime: "application/pdf",
      conformsTo: ["public.data", "public.content"])
    public static let audiovisualContent = UTType(
      "public.audiovisual-content", conformsTo: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", conformsTo: ["public.audiovisual-content"])
    public static let video = UTType("public.video", conformsTo: ["public.movie"])
    public static let mpeg4Movie = UTType(
      "public.mpeg-4", extension: "mp4", mime: "video/mp4", conformsTo: ["public.movie"])
    public static let quickTimeMovie = UTType(
      "com.apple.quicktime-movie", extension: "mov", mime: "video/quicktime", conformsTo: ["public.movie"])
    public static let audio = UTType("public.audio", conformsTo: ["public.audiovisual-content"])
    public static let mp3 = UTType(
      "public.mp3", extension: "mp3", mime: "audio/mpeg", conformsTo: ["public.audio"])
    public static let wav = UTType(
      "com.microsoft.waveform-audio", extension: "wav", mime: "audio/vnd.wave", conformsTo: ["public.audio"])
    public static let url = UTType("public.url", conformsTo: ["public.data"])
    public static let fileURL = UTType("public.file-url", conformsTo: ["public.url"])
    public static let folder = UTType("public.folder", conformsTo: ["public.directory"])
    public static let directory = UTType("public.directory", conformsTo: ["public.item"])
    public static let package = UTType("com.apple.package", conformsTo: ["public.directory"])
    public static let bundle = UTType("com.apple.bundle", conformsTo: ["public.directory"])
    public static let application = UTType("com.apple.application", conformsTo: ["public.data"])
    public static let applicationBundle = UTType(
      "com.apple.application-bundle",
      conformsTo: ["com.apple.application", "com.apple.bundle", "com.apple.package"])
    public static let archive = UTType("public.archive", conformsTo: ["public.data"])
    public static let zip = UTType(
      "public.zip-archive", extension: "zip", mime: "application/zip", conformsTo: ["public.archive"])
    public static let spreadsheet = UTType("public.spreadsheet", conformsTo: ["public.content"])
    public static let presentation = UTType("public.presentation", conformsTo: ["public.content"])
    public static let database = UTType("public.database", conformsTo: ["public.data"])
    public static let vCard = UTType(
      "public.vcard", extension: "vcf", mime: "text/vcard", conformsTo: ["public.text"])

    static let known: [String: UTType] = Dictionary(
      [
        item, content, data, text, plainText, utf8PlainText, json, xml, html, commaSeparatedText, rtf,
        sourceCode,
        swiftSource, propertyList, image, png, jpeg, heic, gif, svg, pdf, audiovisualContent, movie, video,
        mpeg4Movie, quickTimeMovie, audio, mp3, wav, url, fileURL, folder, directory, package, archive, zip,
        spreadsheet, presentation, database, vCard,
      ].map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
  }

  extension URL {
    /// The file URL of `path` with the filename extension of `contentType` appended.
    public func appendingPathExtension(for contentType: UTType) -> URL {
      guard let fileExtension = contentType.preferredFilenameExtension else { return self }
      return appendingPathExtension(fileExtension)
    }
  }
#endif
