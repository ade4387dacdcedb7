import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Audits the mounted screen for the article's five review mistakes and records one
  /// issue per finding, each naming the view, the property, the rule it breaks and the fix.
  /// A clean screen records nothing.
  ///
  /// The audit re-evaluates every mounted view once (as a parent re-render would), to see
  /// which models are re-created and which initial values are thrown away.
  ///
  /// ```swift
  /// @MainActor @Test func settingsScreenHasNoOwnershipMistakes() {
  ///   ParentHarness { SettingsScreen() }.auditOwnership()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - suppressions: Findings accepted on purpose. A suppression needs a reason, and one
  ///     that matches nothing is reported, so stale ones get cleaned up.
  ///   - expensiveConstruction: How long building a `@State` model must take before
  ///     throwing it away counts as mistake 5 (eager mode).
  ///   - sourceLocation: Where the findings are recorded; the caller's line by default.
  public func auditOwnership(
    suppressing suppressions: [AuditSuppression] = [],
    expensiveConstruction: Duration = .milliseconds(1),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for suppression in suppressions where suppression.reason.trimmingCharacters(in: .whitespaces).isEmpty {
      HarnessFailure(
        headline: "auditOwnership: the suppression of \(suppression.view).\(suppression.property) "
          + "(\(suppression.mistake)) gives no reason",
        fix: "say why the pattern is intended: AuditSuppression(…, because: \"…\").",
      ).record(sourceLocation: sourceLocation)
    }
    let audit = ownershipAudit(
      suppressing: suppressions, expensiveConstruction: expensiveConstruction,
      sourceLocation: sourceLocation)
    for finding in audit.findings { finding.failure.record(sourceLocation: sourceLocation) }
    for suppression in suppressions
    where !audit.suppressed.contains(where: { suppression.matches($0.finding) }) {
      HarnessFailure(
        headline: "auditOwnership: the suppression of \(suppression.view).\(suppression.property) "
          + "(\(suppression.mistake)) matched nothing",
        fix: "delete the suppression: the screen no longer shows that mistake.",
      ).record(sourceLocation: sourceLocation)
    }
  }

  /// The audit's findings, without recording them (see
  /// ``auditOwnership(suppressing:expensiveConstruction:sourceLocation:)``).
  ///
  /// ```swift
  /// #expect(harness.ownershipAudit().findings.isEmpty)
  /// ```
  ///
  /// - Complexity: O(n · d) for n mounted views nested d app views deep, plus one
  ///   re-evaluation of every view.
  public func ownershipAudit(
    suppressing suppressions: [AuditSuppression] = [],
    expensiveConstruction: Duration = .milliseconds(1),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> OwnershipAudit {
    let before = operation(sourceLocation) { heldObjectsByIdentity() }
    operation(sourceLocation) {
      host.invalidate(host.root)
      for node in host.root.descendants where node.isUserView { host.invalidate(node) }
      host.update()
    }
    return operation(sourceLocation) {
      var findings: [OwnershipAudit.Finding] = []
      var reportedEnvironmentKeys: Set<String> = []
      for node in host.root.descendants where node.isUserView {
        let ancestors = userAncestors(of: node)
        for property in node.properties {
          switch property.ownership {
          case .state(let value) where type(of: value) is AnyClass:
            let object = value as AnyObject
            if let holder = holderAbove(object, ancestors) {
              findings.append(
                .init(
                  mistake: .stateOnInjectedValue, view: node.typeName, property: property.name,
                  evidence: [
                    "@State \(property.name) holds \(objectName(object)), which \(holder) holds too: it was passed in.",
                    "@State keeps the first instance it was given; when the parent passes another, the view stops updating.",
                  ],
                  fix:
                    "declare `@Bindable var \(property.name): \(type(of: object))` (or a plain `let` if the view only reads it)."
                ))
            }
          case .bindable(let object), .observedObject(let object):
            let declaration =
              if case .bindable = property.ownership { "@Bindable" } else { "@ObservedObject" }
            findings += recreatedModel(object, declaration, property, node, ancestors, before)
          case .plain(let value) where type(of: value) is AnyClass:
            findings += recreatedModel(value as AnyObject, "let", property, node, ancestors, before)
          case .binding(let source, let value) where type(of: value) is AnyClass:
            findings.append(
              .init(
                mistake: .bindingToReference, view: node.typeName, property: property.name,
                evidence: ["@Binding \(property.name) -> \(source) = \(objectName(value as AnyObject))"],
                fix:
                  "declare `@Bindable var \(property.name): \(type(of: value))` and pass the object itself."))
          case .environment(let key, let value?):
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .struct, mirror.children.count >= 4,
              reportedEnvironmentKeys.insert(key).inserted
            else { break }
            let readers = host.root.descendants.filter { reader in
              reader.isUserView
                && reader.properties.contains {
                  if case .environment(key, _) = $0.ownership { return true }
                  return false
                }
            }
            let fields = mirror.children.compactMap(\.label).joined(separator: ", ")
            findings.append(
              .init(
                mistake: .environmentDumpingGround, view: node.typeName, property: property.name,
                evidence: [
                  "@Environment(\(key)) reads \(type(of: value)), a struct of \(mirror.children.count) fields: \(fields).",
                  "A change to any field re-renders all \(readers.count) reader(s): "
                    + readers.map(\.typeName).joined(separator: ", ") + ".",
                ],
                fix:
                  "put only ambient values (theme, router, services) in the environment; pass the rest to the views that use it."
              ))
          default:
            break
          }
        }
      }
      if host.stateInitialization == .eager {
        for discarded in host.discardedInitialValues
        where discarded.isObject && discarded.count > 0
          && discarded.averageConstructionTime >= expensiveConstruction
        {
          findings.append(
            .init(
              mistake: .discardedModelConstruction, view: discarded.viewName, property: discarded.property,
              evidence: [
                "\(discarded.valueType)() was built and thrown away \(discarded.count)× by the re-renders so far, "
                  + "each build taking over \(describe(expensiveConstruction)) (@State evaluates its initial value on "
                  + "every struct init before Xcode 27).",
                "With lazy @State (stateInitialization: .lazy, Xcode 27) it is built once per identity: 0 thrown away.",
              ],
              fix:
                "keep init cheap and move the work into .task, or create the model at the composition root and pass it in."
            ))
        }
      }
      var kept: [OwnershipAudit.Finding] = []
      var suppressed: [(finding: OwnershipAudit.Finding, reason: String)] = []
      for finding in findings {
        if let suppression = suppressions.first(where: { $0.matches(finding) }) {
          suppressed.append((finding, suppression.reason))
        } else {
          kept.append(finding)
        }
      }
      return OwnershipAudit(findings: kept, suppressed: suppressed)
    }
  }

  /// For every app view, by identity, the objects it holds without owning them.
  private func heldObjectsByIdentity() -> [String: [String: AnyObject]] {
    var result: [String: [String: AnyObject]] = [:]
    for node in host.root.descendants where node.isUserView {
      for property in node.properties {
        switch property.ownership {
        case .bindable(let object), .observedObject(let object):
          result[node.identity, default: [:]][property.name] = object
        case .plain(let value) where type(of: value) is AnyClass:
          result[node.identity, default: [:]][property.name] = value as AnyObject
        default: break
        }
      }
    }
    return result
  }

  /// Mistake 2: a model held without ownership that one re-render replaced, which no
  /// view above holds — so the view itself creates it.
  private func recreatedModel(
    _ object: AnyObject, _ declaration: String, _ property: PropertyDescription, _ node: Node,
    _ ancestors: [Node], _ before: [String: [String: AnyObject]]
  ) -> [OwnershipAudit.Finding] {
    guard let earlier = before[node.identity]?[property.name], earlier !== object,
      holderAbove(object, ancestors) == nil
    else { return [] }
    return [
      .init(
        mistake: .bindableOnOwnedModel, view: node.typeName, property: property.name,
        evidence: [
          "\(declaration) \(property.name) was \(objectName(earlier)), and \(objectName(object)) after one re-render; no view above holds either.",
          "\(declaration) owns no storage: a model the view creates is re-created with every struct.",
        ],
        fix:
          "declare `@State private var \(property.name) = \(type(of: object))()` in the view that creates it."
      )
    ]
  }

  private func userAncestors(of node: Node) -> [Node] {
    var result: [Node] = []
    var current = node.parent
    while let ancestor = current {
      if ancestor.isUserView { result.append(ancestor) }
      current = ancestor.parent
    }
    return result
  }

  /// `Screen.store` when a view above holds `object` in any stored property.
  private func holderAbove(_ object: AnyObject, _ ancestors: [Node]) -> String? {
    for ancestor in ancestors {
      for property in ancestor.properties {
        let held: Any? =
          switch property.ownership {
          case .state(let value), .plain(let value): value
          case .stateObject(let object), .bindable(let object), .observedObject(let object): object
          case .binding(_, let value): value
          case .environment(_, let value): value
          }
        if let held, type(of: held) is AnyClass, (held as AnyObject) === object {
          return "\(ancestor.typeName).\(property.name)"
        }
      }
    }
    return nil
  }
}
