@_spi(Inspection) import ViewGraph

/// Mistake 4: `@Binding` to a reference type.
///
/// Judged by the binding's value type, with no threshold: a `Binding<SomeClass>` is the
/// shape, whatever it is bound to.
struct BindingToReferenceDetector: MistakeDetector {
  let mistake = OwnershipMistake.bindingToReference

  func findings(in context: AuditContext) -> [OwnershipAudit.Finding] {
    context.views.flatMap { view in
      view.properties.compactMap { property -> OwnershipAudit.Finding? in
        guard case .binding(let source, let value) = property.ownership, type(of: value) is AnyClass
        else { return nil }
        return finding(
          view, property.name,
          evidence: ["@Binding \(property.name) -> \(source) = \(objectName(value as AnyObject))"],
          fix: Advice.passTheObject(property.name, type(of: value)))
      }
    }
  }
}
