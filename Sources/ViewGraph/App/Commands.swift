/// Menu commands of a scene (type-check; recorded, not shown).
///
/// ```swift
/// .commands {
///   CommandMenu("Game") { Button("New Game") { game.reset() } }
/// }
/// ```
@MainActor @preconcurrency
public protocol Commands {
  associatedtype Body: Commands
  @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// The result builder of `Commands.body` and `.commands { }`.
///
/// ```swift
/// var body: some Commands {
///   if showsDebugMenu { CommandMenu("Debug") { Button("Reload") { reload() } } }
///   SidebarCommands()
/// }
/// ```
@resultBuilder
public struct CommandsBuilder {
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> EmptyCommands {
    EmptyCommands()
  }
  /// A lone `if`: its commands while the condition holds.
  public static func buildIf<C: Commands>(_ content: C?) -> C? { content }
  public static func buildEither<Content: Commands>(first: Content) -> EmptyCommands {
    EmptyCommands()
  }
  public static func buildEither<Content: Commands>(second: Content) -> EmptyCommands {
    EmptyCommands()
  }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ content: any Commands) -> some Commands {
    EmptyCommands()
  }
}

/// A lone `if` in a `CommandsBuilder`: the commands while the value is non-nil.
extension Optional: Commands where Wrapped: Commands {
  public var body: Never { primitiveSceneBody(Self.self) }
}

public struct EmptyCommands {
  public init() {}
}

extension EmptyCommands: Commands {
  public var body: Never { primitiveSceneBody(Self.self) }
}

/// A menu of commands.
public struct CommandMenu<Content: View> {
  public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  public init(_ name: Text, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

extension CommandMenu: Commands {
  public var body: Never { primitiveSceneBody(Self.self) }
}

/// Commands placed relative to a standard group.
public struct CommandGroup<Content: View> {
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

extension CommandGroup: Commands {
  public var body: Never { primitiveSceneBody(Self.self) }
}

/// Where a `CommandGroup` goes.
public struct CommandGroupPlacement: Sendable {
  let name: String
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let help = CommandGroupPlacement(name: "help")
}

public struct SidebarCommands {
  public init() {}
}

extension SidebarCommands: Commands {
  public var body: Never { primitiveSceneBody(Self.self) }
}

public struct ToolbarCommands {
  public init() {}
}

extension ToolbarCommands: Commands {
  public var body: Never { primitiveSceneBody(Self.self) }
}

/// The standard text editing commands of the Edit menu: find, spelling, substitutions
/// (macOS; recorded).
///
/// ```swift
/// .commands { TextEditingCommands() }
/// ```
public struct TextEditingCommands {
  public init() {}
}

extension TextEditingCommands: Commands {
  public var body: Never { primitiveSceneBody(Self.self) }
}

/// The standard Format menu: fonts, text alignment (macOS; recorded).
public struct TextFormattingCommands {
  public init() {}
}

extension TextFormattingCommands: Commands {
  public var body: Never { primitiveSceneBody(Self.self) }
}

/// The commands that import from a nearby iPhone or iPad camera (macOS; recorded).
public struct ImportFromDevicesCommands {
  public init() {}
}

extension ImportFromDevicesCommands: Commands {
  public var body: Never { primitiveSceneBody(Self.self) }
}

/// The command that shows and hides an inspector (macOS; recorded).
public struct InspectorCommands {
  public init() {}
}

extension InspectorCommands: Commands {
  public var body: Never { primitiveSceneBody(Self.self) }
}
