/// What a host tallies for inspection tools only: how often each body ran, the `@State`
/// initial values thrown away, the evaluations being recorded with their causes, the tasks
/// started, and how objects are numbered in messages. Kept apart from the update machinery
/// in `ViewHost`, which reaches the fields the engine writes through the accessors below.
struct HostLedgers {
  private var bodyCounts: [ObjectIdentifier: Int] = [:]
  /// Evaluations of one type in a row, not yet added to `bodyCounts`: the rows of a list
  /// are evaluated one after another, and each would otherwise cost two hashed lookups.
  private var run: (type: ObjectIdentifier, count: Int)?
  private var countedTypes: [ObjectIdentifier: (type: Any.Type, name: String, isUserView: Bool)] = [:]
  private var discardedByProperty: [DiscardKey: DiscardTally] = [:]
  /// The tally written last: the rows of a list throw away the same property one after
  /// another, so most records skip the table (and hashing the property's name).
  private var lastDiscard: (key: DiscardKey, tally: DiscardTally)?
  /// Body evaluations with their causes, while someone records them (ChangeCause.swift).
  var evaluationLog: [BodyEvaluation]?
  /// `.task` actions started in this host, pruned as they finish (TaskActivity.swift).
  var activities: [TaskActivity] = []
  /// How this host numbers the objects it names in messages (`Store#1`).
  let objectNumbering = ObjectNumbering()

  func bodyEvaluationCount(of type: Any.Type) -> Int {
    let id = ObjectIdentifier(type)
    return bodyCounts[id, default: 0] + (run?.type == id ? run?.count ?? 0 : 0)
  }

  var bodyEvaluations: [BodyEvaluations] {
    var counts = bodyCounts
    if let run { counts[run.type, default: 0] += run.count }
    return counts.compactMap { id, count in
      countedTypes[id].map {
        BodyEvaluations(viewType: $0.type, name: $0.name, isUserView: $0.isUserView, count: count)
      }
    }
    .sorted { $0.name < $1.name }
  }

  var discardedInitialValues: [DiscardedInitialValues] {
    discardedByProperty.values.map(\.values).sorted {
      ($0.viewName, $0.property) < ($1.viewName, $1.property)
    }
  }

  func discardedInitialValueCount(of type: Any.Type) -> Int {
    let view = ObjectIdentifier(type)
    return discardedByProperty.reduce(0) { $0 + ($1.key.view == view ? $1.value.values.count : 0) }
  }

  @MainActor mutating func recordBodyEvaluation(of node: Node) {
    let type = node.typeID
    if let run, run.type == type {
      self.run = (type, run.count + 1)
      return
    }
    if let run { bodyCounts[run.type, default: 0] += run.count }
    run = (type, 1)
    if countedTypes[type] == nil {
      countedTypes[type] = (node.viewType, node.typeName, node.isUserView)
    }
  }

  @MainActor mutating func recordDiscardedInitialValue(
    in node: Node, property: String, valueType: Any.Type, constructionTime: Duration
  ) {
    let key = DiscardKey(view: node.typeID, property: property)
    let tally: DiscardTally
    if let last = lastDiscard, last.key == key {
      // A re-rendered list discards one value per row, for the same property each time:
      // the last tally is counted in place, without a lookup or reassigning it.
      tally = last.tally
    } else {
      if let found = discardedByProperty[key] {
        tally = found
      } else {
        tally = DiscardTally(
          DiscardedInitialValues(
            viewType: node.viewType, viewName: node.typeName, property: property,
            valueType: valueType, count: 0, constructionTime: .zero))
        discardedByProperty[key] = tally
      }
      lastDiscard = (key, tally)
    }
    tally.values.count += 1
    tally.values.constructionTime += constructionTime
  }
}

// The engine writes these where it runs; they live in the ledgers.
extension ViewHost {
  var evaluationLog: [BodyEvaluation]? {
    get { ledgers.evaluationLog }
    _modify { yield &ledgers.evaluationLog }
  }

  var activities: [TaskActivity] {
    get { ledgers.activities }
    _modify { yield &ledgers.activities }
  }

  var objectNumbering: ObjectNumbering { ledgers.objectNumbering }
}

/// How often bodies of one view type ran.
@_spi(Inspection)
public struct BodyEvaluations: Sendable {
  /// The view type.
  public let viewType: any Any.Type
  /// Its name, as nodes show it.
  public let name: String
  /// False for ViewGraph's own views and an inspection tool's roots.
  public let isUserView: Bool
  /// Body evaluations since mount.
  public let count: Int
}

/// `@State` initial values of one property that were evaluated and thrown away.
@_spi(Inspection)
public struct DiscardedInitialValues: Sendable {
  /// The view type declaring the property.
  public let viewType: any Any.Type
  public let viewName: String
  /// The property's name.
  public let property: String
  /// The type of the values thrown away.
  public let valueType: any Any.Type
  /// How many were thrown away.
  public internal(set) var count: Int
  /// The thread CPU time spent building the objects thrown away (measured for objects
  /// only).
  public internal(set) var constructionTime: Duration

  /// The average time one thrown-away object took to build.
  public var averageConstructionTime: Duration { count == 0 ? .zero : constructionTime / count }

  /// Whether the values are objects (model construction), rather than plain values.
  public var isObject: Bool { valueType is AnyClass }
}

struct DiscardKey: Hashable {
  let view: ObjectIdentifier
  let property: String
}

/// One entry of a host's discarded initial values, counted in place.
final class DiscardTally {
  @exclusivity(unchecked) var values: DiscardedInitialValues
  init(_ values: DiscardedInitialValues) { self.values = values }
}
