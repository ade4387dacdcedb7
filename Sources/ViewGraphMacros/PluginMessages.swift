import Foundation

// The compiler's plugin protocol, as swift-syntax's `PluginMessages.swift` defines it
// (protocol version 7, Swift 5.9 through 6.3). Swift's synthesized `Codable` for enums with
// associated values is the wire format: `{"getCapability":{"capability":{…}}}`.

enum HostToPluginMessage: Codable {
  case getCapability(capability: PluginMessage.HostCapability?)
  case expandFreestandingMacro(
    macro: PluginMessage.MacroReference,
    macroRole: PluginMessage.MacroRole? = nil,
    discriminator: String,
    syntax: PluginMessage.Syntax,
    lexicalContext: [PluginMessage.Syntax]? = nil)
  case expandAttachedMacro(
    macro: PluginMessage.MacroReference,
    macroRole: PluginMessage.MacroRole,
    discriminator: String,
    attributeSyntax: PluginMessage.Syntax,
    declSyntax: PluginMessage.Syntax,
    parentDeclSyntax: PluginMessage.Syntax?,
    extendedTypeSyntax: PluginMessage.Syntax?,
    conformanceListSyntax: PluginMessage.Syntax?,
    lexicalContext: [PluginMessage.Syntax]? = nil)
  case loadPluginLibrary(libraryPath: String, moduleName: String)
}

enum PluginToHostMessage: Codable, Equatable {
  case getCapabilityResult(capability: PluginMessage.PluginCapability)
  case expandMacroResult(expandedSource: String?, diagnostics: [PluginMessage.Diagnostic])
  case loadPluginLibraryResult(loaded: Bool, diagnostics: [PluginMessage.Diagnostic])
}

enum PluginMessage {
  static let protocolVersion = 7

  struct HostCapability: Codable {
    var protocolVersion: Int
  }

  struct PluginCapability: Codable, Equatable {
    var protocolVersion: Int
    var features: [String]?
  }

  struct MacroReference: Codable {
    var moduleName: String
    var typeName: String
    var name: String
  }

  enum MacroRole: String, Codable {
    case expression, declaration, accessor, memberAttribute, member, peer, conformance
    case codeItem, `extension`, preamble, body
  }

  struct SourceLocation: Codable {
    var fileID: String
    var fileName: String
    var offset: Int
    var line: Int
    var column: Int
  }

  struct Syntax: Codable {
    enum Kind: String, Codable {
      case declaration, statement, expression, type, pattern, attribute
    }
    var kind: Kind
    var source: String
    var location: SourceLocation
  }

  struct Diagnostic: Codable, Equatable {
    enum Severity: String, Codable { case error, warning, note, remark }
    struct Position: Codable, Equatable {
      var fileName: String
      var offset: Int
    }
    struct PositionRange: Codable, Equatable {
      var fileName: String
      var startOffset: Int
      var endOffset: Int
    }
    struct Note: Codable, Equatable {
      var position: Position
      var message: String
    }
    struct FixIt: Codable, Equatable {
      struct Change: Codable, Equatable {
        var range: PositionRange
        var newText: String
      }
      var message: String
      var changes: [Change]
    }
    var message: String
    var severity: Severity
    var position: Position
    var highlights: [PositionRange]
    var notes: [Note]
    var fixIts: [FixIt]
  }
}
