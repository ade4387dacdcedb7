@_spi(Inspection) import ViewGraph

/// Mistake 2: a model the view creates, held by a property that owns no storage
/// (`@Bindable`, `@ObservedObject` or a plain `let`).
///
/// Judged by identity across the audit's one re-evaluation, with no threshold: the
/// property held another instance before it, and no view above holds either — so the
/// view's own struct made it, and makes a new one every time.
struct BindableOnOwnedModelDetector: MistakeDetector {
  let mistake = OwnershipMistake.bindableOnOwnedModel

  func findings(in context: AuditContext) -> [OwnershipAudit.Finding] {
    context.views.flatMap { view in
      view.properties.compactMap { property -> OwnershipAudit.Finding? in
        let object: AnyObject
        let kind: HeldValue.Kind
        switch property.ownership {
        case .bindable(let held): (object, kind) = (held, .bindable)
        case .observedObject(let held): (object, kind) = (held, .observedObject)
        case .plain(let value) where type(of: value) is AnyClass:
          (object, kind) = (value as AnyObject, .plain)
        default: return nil
        }
        guard let earlier = context.heldBefore[view.identity]?[property.name], earlier !== object,
          context.holderAbove(object, of: view) == nil
        else { return nil }
        return finding(
          view, property.name, title: "\(kind.phrase) on a model the view creates",
          evidence: [
            "\(kind.declaration) \(property.name) was \(objectName(earlier)), and \(objectName(object)) "
              + "after one re-render; no view above holds either.",
            Advice.lifetime(of: kind),
          ],
          fix: Advice.own(property.name, type(of: object)))
      }
    }
  }
}
