/// `@Animatable` as SwiftUI declares it (iOS 26): a member macro writing `animatableData`
/// from the type's stored `var`s, and an extension macro adding `Animatable` when the type
/// does not conform already. A property marked `@AnimatableIgnored` takes no part.
///
/// Each property contributes its own `animatableData` (a `Double` is its own, an `Angle`
/// gives a `Double`, a `CGPoint` a pair), so its type needs only to be `Animatable`; two or
/// more are nested in `AnimatablePair`s, first property outermost, as a hand-written
/// `animatableData` nests them.
enum AnimatableMacro {
  struct Property {
    var name: String
    var type: String
  }

  static func members(_ declaration: String, in context: inout MacroContext) -> String? {
    let tokens = SwiftTokenizer.tokens(of: declaration)
    let head = tokens.prefix { $0.text != "{" }
    guard head.contains(where: { ["struct", "class", "enum"].contains($0.text) }) else {
      context.error(
        "@Animatable applies to a struct, class or enum\n  found: \(StateMacro.firstLine(declaration))\n"
          + "  Fix: attach it to the shape's or modifier's type.")
      return nil
    }
    var properties: [Property] = []
    for member in ModelMembers.split(declaration) {
      guard let variable = try? VariableDeclaration.parse(member), variable.keyword == "var",
        !variable.hasAccessorBlock || variable.hasObservers,
        !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0) }),
        !variable.attributes.contains(where: { ModelProperty.isAttribute($0, named: "AnimatableIgnored") })
      else { continue }
      guard let type = variable.type ?? variable.initializer.flatMap(InitialValueType.infer) else {
        context.error(
          "@Animatable cannot tell the type of '\(variable.bareName)', which it animates\n"
            + "  found: \(StateMacro.firstLine(member))\n"
            + "  Fix: write its type ('var \(variable.bareName): <Type> = …'), or mark it "
            + "'@AnimatableIgnored'.")
        return nil
      }
      properties.append(Property(name: variable.bareName, type: type))
    }
    let access = head.contains { ["public", "open"].contains($0.text) } ? "public " : ""
    return property(properties, access: access)
  }

  /// `animatableData` over `properties`: their data nested in pairs, read and written back.
  static func property(_ properties: [Property], access: String) -> String {
    guard !properties.isEmpty else {
      return """
        \(access)var animatableData: EmptyAnimatableData {
          get { EmptyAnimatableData() }
          set {}
        }
        """
    }
    func type(_ rest: ArraySlice<Property>) -> String {
      let first = "\(rest.first!.type).AnimatableData"
      return rest.count == 1 ? first : "AnimatablePair<\(first), \(type(rest.dropFirst()))>"
    }
    func value(_ rest: ArraySlice<Property>) -> String {
      let first = "self.\(rest.first!.name).animatableData"
      return rest.count == 1 ? first : "AnimatablePair(\(first), \(value(rest.dropFirst())))"
    }
    let writes = properties.enumerated().map { index, property in
      let path =
        String(repeating: ".second", count: index)
        + (index == properties.count - 1 ? "" : ".first")
      return "self.\(property.name).animatableData = newValue\(path)"
    }
    return """
      \(access)var animatableData: \(type(properties[...])) {
        get { \(value(properties[...])) }
        set {
      \(PreviewMacro.indent(writes.joined(separator: "\n"), by: 4))
        }
      }
      """
  }

  /// The conformance, unless the type declares `Animatable` already (the compiler then
  /// passes no conformances to add).
  static func extensions(_ type: String, conformances: String?) -> String {
    let needed = SwiftTokenizer.tokens(of: conformances ?? "").contains { $0.text == "Animatable" }
    return needed ? "extension \(type.trimmingCharacters(in: .whitespacesAndNewlines)): Animatable {}" : ""
  }
}
