/// Routes each request to the macro it names. A macro this plugin does not know, or a role
/// it does not expand, is a diagnostic at the use, never a crash.
enum MacroDispatcher {
  static func reply(to message: HostToPluginMessage) -> PluginToHostMessage {
    switch message {
    case .getCapability:
      return .getCapabilityResult(
        capability: .init(protocolVersion: PluginMessage.protocolVersion, features: nil))
    case .loadPluginLibrary:
      return .loadPluginLibraryResult(
        loaded: false,
        diagnostics: [
          MacroDiagnostics.unreadableRequest(
            "ViewGraphMacros is an executable plugin; it loads no libraries.")
        ])
    case .expandFreestandingMacro(let macro, _, let discriminator, let syntax, let lexicalContext):
      return expandFreestanding(
        macro, discriminator: discriminator, syntax: syntax, lexicalContext: lexicalContext ?? [])
    case .expandAttachedMacro(
      let macro, let role, let discriminator, let attribute, let declaration, _, let extendedType,
      let conformances, let lexicalContext):
      return expandAttached(
        macro, as: role, discriminator: discriminator, attribute: attribute, declaration: declaration,
        extendedType: extendedType, conformances: conformances, lexicalContext: lexicalContext ?? [])
    }
  }

  /// `#Preview`, `#Unique`/`#Index` and a delegate adaptor's maker.
  private static func expandFreestanding(
    _ macro: PluginMessage.MacroReference, discriminator: String, syntax: PluginMessage.Syntax,
    lexicalContext: [PluginMessage.Syntax]
  ) -> PluginToHostMessage {
    var context = MacroContext(
      macroName: macro.name, discriminator: discriminator, location: syntax.location,
      lexicalContext: lexicalContext)
    let source: String?
    switch macro.typeName {
    case "PreviewMacro": source = PreviewMacro.expand(syntax.source, in: &context)
    // `#Unique` and `#Index` declare nothing themselves: `@Model` reads `#Unique` from the
    // class body, and indexes are accepted.
    case "ModelDeclarationMarkerMacro": source = ""
    // A delegate adaptor's maker, expanded where the app names its delegate type, so the
    // type's own `init()` is called (NSObject's is not `required` on Linux).
    case "DelegateMakerMacro": source = "{ .init() }"
    default:
      context.error("ViewGraphMacros has no freestanding macro '\(macro.typeName)'.")
      source = nil
    }
    return .expandMacroResult(expandedSource: source, diagnostics: context.diagnostics)
  }

  /// The attached macros: `@State`, `@Entry`, `@Previewable`, `@ModelActor`, `@Animatable`,
  /// `@Model` and their helpers.
  private static func expandAttached(
    _ macro: PluginMessage.MacroReference, as role: PluginMessage.MacroRole, discriminator: String,
    attribute: PluginMessage.Syntax, declaration: PluginMessage.Syntax,
    extendedType: PluginMessage.Syntax?, conformances: PluginMessage.Syntax?,
    lexicalContext: [PluginMessage.Syntax]
  ) -> PluginToHostMessage {
    var context = MacroContext(
      macroName: macro.name, discriminator: discriminator, location: declaration.location,
      lexicalContext: lexicalContext)
    let source: String?
    switch (macro.typeName, role) {
    case ("StateMacro", .accessor):
      source = StateMacro.accessors(attribute.source, declaration.source, in: &context)
    case ("StateMacro", .peer):
      source = StateMacro.peers(attribute.source, declaration.source, in: &context)
    case ("StateProjectionMacro", .accessor):
      source = StateMacro.projectionAccessors(declaration.source, in: &context)
    case ("EntryMacro", .accessor):
      source = EntryMacro.accessors(declaration.source, in: &context)
    case ("EntryMacro", .peer):
      source = EntryMacro.peers(declaration.source, in: &context)
    case ("EntryDefaultValueMacro", .accessor):
      source = EntryMacro.defaultValueAccessors(declaration.source, in: &context)
    case ("PreviewableMacro", .peer):
      source = PreviewMacro.previewablePeers(declaration.source, in: &context)
    case ("ModelActorMacro", .member):
      source = ModelActorMacro.members(declaration.source, in: &context)
    case ("ModelActorMacro", .extension):
      let type = extendedType?.source.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
      source = conformances == nil ? "" : "extension \(type): ModelActor {}"
    case ("AnimatableMacro", .member):
      source = AnimatableMacro.members(declaration.source, in: &context)
    case ("AnimatableMacro", .extension):
      source = AnimatableMacro.extensions(extendedType?.source ?? "", conformances: conformances?.source)
    // `@AnimatableIgnored` adds no accessor: `@Animatable` reads it.
    case ("AnimatableIgnoredMacro", .accessor):
      source = ""
    case ("ModelMacro", .member):
      source = ModelMacro.members(declaration.source, in: &context)
    case ("ModelMacro", .memberAttribute):
      source = ModelMacro.memberAttributes(declaration.source)
    case ("ModelMacro", .extension):
      source = ModelMacro.extensions(extendedType?.source ?? "", conformances: conformances?.source)
    case ("PersistedPropertyMacro", .accessor):
      source = PersistedPropertyMacro.accessors(declaration.source, in: &context)
    case ("PersistedPropertyMacro", .peer):
      source = PersistedPropertyMacro.peers(declaration.source, in: &context)
    // `@Attribute`, `@Relationship` and `@Transient` add nothing: `@Model` reads them.
    case ("ModelMarkerMacro", .peer):
      source = ""
    default:
      context.error(
        "ViewGraphMacros cannot expand '\(macro.typeName)' as \(role.rawValue) macro.")
      source = nil
    }
    return .expandMacroResult(expandedSource: source, diagnostics: context.diagnostics)
  }
}
