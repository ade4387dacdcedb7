/// What a file's errors say of the Combine subset ViewGraph declares on Linux (loaded for
/// `import Combine` as ViewGraphCombine, and through `import SwiftUI`): a file that uses
/// publishers compiles when what it uses is in the subset, and is left out, naming what it
/// misses, when it is not.
enum CombineSubset {
  /// Combine's types the subset does not declare.
  static let missingTypes: Set<String> = [
    "Record", "AsyncPublisher", "AsyncThrowingPublisher", "CombineIdentifier",
    "CustomCombineIdentifierConvertible",
    "TopLevelDecoder", "TopLevelEncoder",
  ]

  /// Combine's operators and members the subset does not declare.
  static let missingMembers: Set<String> = [
    "zip", "collect", "share", "multicast", "makeConnectable", "switchToLatest", "decode", "encode",
    "tryFilter", "tryCompactMap", "tryScan", "tryRemoveDuplicates", "tryCatch", "tryFirst", "tryLast",
    "tryReduce", "tryAllSatisfy", "tryContains", "tryDrop", "tryPrefix", "tryMin", "tryMax", "retry",
    "timeout", "measureInterval", "buffer", "prefix", "output", "last", "count", "reduce", "min", "max",
    "contains", "allSatisfy", "ignoreOutput", "breakpoint", "breakpointOnError", "print", "subscribe",
    "replaceNil", "replaceEmpty", "assertNoFailure", "values", "drop",
    "eraseToAnySubscriber",
  ]

  /// Types whose members are Combine's: a missing member of one is missing from the subset.
  static var combineOwner: Regex<Substring> {
    #/^(?:Any)?Publisher|^Publishers\.|Subject<|^(?:Just|Future|Empty|Fail|Deferred|AnyPublisher)<|\.Publisher$|^Timer\.TimerPublisher$|^AnyCancellable$/#
  }

  /// The Combine API an error says the subset lacks (`Publisher.zip`, `Record`), or nil when
  /// it names none.
  static func missingAPI(in message: String) -> String? {
    if let match = message.firstMatch(of: #/cannot find (?:type )?'([^']+)' in scope/#),
      missingTypes.contains(String(match.output.1))
    {
      return String(match.output.1)
    }
    if let match = message.firstMatch(
      of: #/(?:value of type|type) '([^']+)'(?: \(aka '[^']+'\))? has no (?:dynamic )?member '([^']+)'/#)
    {
      let owner = String(match.output.1)
      let member = String(match.output.2)
      guard owner.firstMatch(of: combineOwner) != nil, missingMembers.contains(member) else { return nil }
      return "Publisher.\(member)"
    }
    if let match = message.firstMatch(of: #/module 'Combine' has no member named '([^']+)'/#) {
      return "Combine.\(match.output.1)"
    }
    return nil
  }
}
