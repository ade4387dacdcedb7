@_spi(Inspection) import ViewGraph

/// Mistake 1: `@State` on an object passed in from above.
///
/// Judged by identity, with no threshold: the object in the view's `@State` is the very
/// instance a view above it holds, so it came from there. (A `@State` model the view made
/// itself is held by nobody above.)
struct StateOnInjectedValueDetector: MistakeDetector {
  let mistake = OwnershipMistake.stateOnInjectedValue

  func findings(in context: AuditContext) -> [OwnershipAudit.Finding] {
    context.views.flatMap { view in
      view.properties.compactMap { property -> OwnershipAudit.Finding? in
        guard case .state(let value) = property.ownership, type(of: value) is AnyClass else { return nil }
        let object = value as AnyObject
        guard let holder = context.holderAbove(object, of: view) else { return nil }
        return finding(
          view, property.name,
          evidence: [
            "@State \(property.name) holds \(objectName(object)), which \(holder) holds too: it was passed in.",
            Advice.ownedCopyStopsUpdating("@State"),
          ],
          fix: Advice.shareWithBindable(property.name, type(of: object)))
      }
    }
  }
}
