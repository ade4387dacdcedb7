@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphSwiftData

/// Mistake 2 for a store: a `ModelContainer` made in a view's `body` (handed to
/// `.modelContainer(_:)`) or in a property's initial value, so every render opens a new,
/// empty store and the screen loses what was inserted (rule 1: nothing owns it).
///
/// Judged by identity across the audit's one re-evaluation, as for any model the view
/// creates: the container installed before it is not the one installed after, and no view
/// above holds either.
struct ModelContainerMadeOnRenderDetector: MistakeDetector {
  let mistake = OwnershipMistake.bindableOnOwnedModel

  func findings(in context: AuditContext) -> [OwnershipAudit.Finding] {
    context.views.flatMap { view in
      view.properties.compactMap { property -> OwnershipAudit.Finding? in
        guard case .plain(let value) = property.ownership, let container = value as? ModelContainer,
          let earlier = context.heldBefore[view.identity]?[property.name] as? ModelContainer,
          earlier !== container, context.holderAbove(container, of: view) == nil
        else { return nil }
        // `.modelContainer(_:)`'s own view holds it: the view above made it in its body.
        let installed = view.value is any ModelContainerInstalling
        let maker = installed ? (context.ancestors(of: view).first ?? view) : view
        let site = installed ? "\(maker.typeName).body" : "\(maker.typeName).\(property.name)"
        return OwnershipAudit.Finding(
          mistake: mistake, title: "a ModelContainer made anew on every render", view: maker.typeName,
          property: installed ? "body" : property.name,
          evidence: [
            "\(site) made \(objectName(earlier)), and \(objectName(container)) after one re-render; "
              + "no view above holds either.",
            "Each render opens a new store: what the screen inserted is gone, and every @Query fetches again.",
          ],
          fix: "make the container once: in the App (`.modelContainer(for: Item.self)` on the WindowGroup), "
            + "or in @State, and pass it down.")
      }
    }
  }
}
