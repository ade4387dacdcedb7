@_spi(Inspection) import ViewGraph
import ViewGraphSwiftData

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
        // A model passed in, or kept in a `let`: held, not owned, by the view.
        guard let held = HeldValue(property), !held.isOwning,
          let object = held.ownership.object,
          // A store the view makes has its own finding (ModelContainerMadeOnRenderDetector).
          !(object is ModelContainer)
        else { return nil }
        guard let earlier = context.heldBefore[view.identity]?[property.name], earlier !== object,
          context.holderAbove(object, of: view) == nil
        else { return nil }
        return finding(
          view, property.name, title: "\(held.phrase) on a model the view creates",
          evidence: [
            "\(held.declaration) \(property.name) was \(objectName(earlier)), and \(objectName(object)) "
              + "after one re-render; no view above holds either.",
            Advice.lifetime(of: held.kind),
          ],
          fix: Advice.own(property.name, type(of: object)))
      }
    }
  }
}
