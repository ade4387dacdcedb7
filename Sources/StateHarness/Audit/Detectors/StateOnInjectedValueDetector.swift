@_spi(Inspection) import ViewGraph

/// Mistake 1: `@State` on something passed in from above.
///
/// Two shapes, each judged with no threshold:
/// - an object: the object in the view's `@State` is the very instance a view above it
///   holds, so it came from there (a `@State` model the view made itself is held by nobody
///   above);
/// - a value: the `@State` has no inline value and an initialiser set it
///   (`self.scrum = scrum`, `_scrum = State(initialValue: scrum)`), and a view above holds
///   an equal value (the value itself, an element or a field of it): the child edits a copy
///   of what its parent owns, where it needs a `@Binding`.
struct StateOnInjectedValueDetector: MistakeDetector {
  let mistake = OwnershipMistake.stateOnInjectedValue

  func findings(in context: AuditContext) -> [OwnershipAudit.Finding] {
    context.views.flatMap { view in
      view.properties.compactMap { property -> OwnershipAudit.Finding? in
        guard case .state(let value) = property.ownership else { return nil }
        guard type(of: value) is AnyClass else { return valueCopy(value, property, of: view, context) }
        let object = value as AnyObject
        guard let holder = context.holderAbove(object, of: view) else { return nil }
        return finding(
          view, property.name,
          evidence: [
            "@State \(property.name) holds \(objectName(object)), which \(holder) holds too: it was passed in.",
            Advice.ownedCopyStopsUpdating("@State"),
          ],
          fix: Advice.share(property.name, type(of: object)))
      }
    }
  }

  private func valueCopy(
    _ value: Any, _ property: PropertyDescription, of view: Node, _ context: AuditContext
  ) -> OwnershipAudit.Finding? {
    guard property.isSetInInitialiser else { return nil }
    // The copy may have moved away from what the parent passed since (the child edited
    // it): what the view's struct was given still shows where it came from (S233).
    if context.holderOfEqualValue(value, above: view) == nil, let given = property.carriedInitialValue,
      let holder = context.holderOfEqualValue(given, above: view), !isCommonplace(given)
    {
      return OwnershipAudit.Finding(
        mistake: mistake, rule: .bindingWritesReachTheSource, view: view.typeName,
        property: property.name,
        evidence: [
          "@State \(property.name) was set by \(view.typeName)'s initialiser to \(describe(given)), "
            + "which \(holder) holds too: it was passed in (the copy has since become \(describe(value))).",
          Advice.stateCopyOfAValue,
        ],
        fix: Advice.bindTheValue(property.name, type(of: value)))
    }
    guard let holder = context.holderOfEqualValue(value, above: view) else { return nil }
    // `false`, `0`, `""`, `[]` and `nil` are everywhere: a parent's unrelated flag equal to a
    // child's seeded counter proves nothing. Such a value counts only when the parent's
    // property has the child's name (`isEditing` passed to `isEditing`).
    if isCommonplace(value), !holder.hasSuffix("." + property.name) { return nil }
    return OwnershipAudit.Finding(
      mistake: mistake, rule: .bindingWritesReachTheSource, view: view.typeName,
      property: property.name,
      evidence: [
        "@State \(property.name) = \(describe(value)) is set by \(view.typeName)'s initialiser, "
          + "and \(holder) holds the same value: it was passed in.",
        Advice.stateCopyOfAValue,
      ],
      fix: Advice.bindTheValue(property.name, type(of: value)))
  }

  /// A value so common that two views holding it says nothing about where it came from.
  private func isCommonplace(_ value: Any) -> Bool {
    switch value {
    case is Bool: return true
    case let number as any BinaryInteger: return isZero(number)
    case let number as any BinaryFloatingPoint: return isZero(number)
    case let string as String: return string.isEmpty
    case let collection as any Collection: return collection.isEmpty
    default:
      if let optional = value as? any OptionalProtocol { return optional.wrapped == nil }
      return false
    }
  }

  private func isZero<N: BinaryInteger>(_ number: N) -> Bool { number == .zero }
  private func isZero<N: BinaryFloatingPoint>(_ number: N) -> Bool { number == .zero }
}
