import Foundation

extension Array where Element: PersistentModel {
  /// Sorts models as a store sorts a fetch: by each descriptor in turn, strings compared as
  /// `localizedStandardCompare(_:)` does.
  ///
  /// A string `SortDescriptor` compares with `.localizedStandard` unless told otherwise on
  /// Apple platforms (`SortDescriptor(\Item.name)` picks the `String` initializer, whose
  /// comparator defaults to it); Linux's Foundation has neither that initializer's default nor
  /// the comparator, and would sort `"Zoo"` before `"apple"` and `"10"` before `"9"`.
  ///
  /// ```swift
  /// models.sortAsStored(by: [SortDescriptor(\Item.name)])  // "apple", "Item 9", "Item 10", "Zoo"
  /// ```
  mutating func sortAsStored(by descriptors: [SortDescriptor<Element>]) {
    guard !descriptors.isEmpty else { return }
    sort { lhs, rhs in
      for descriptor in descriptors {
        let result = descriptor.storeOrder(lhs, rhs)
        if result != .orderedSame { return result == .orderedAscending }
      }
      return false
    }
  }
}

extension SortDescriptor {
  /// The order of two values as a store gives it: `localizedStandardCompare(_:)` for a string
  /// key path (a missing string first, as Foundation orders nil), the descriptor's own
  /// comparison otherwise.
  fileprivate func storeOrder(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
    guard let forward = stringOrder(lhs, rhs) else { return compare(lhs, rhs) }
    guard order == .reverse else { return forward }
    switch forward {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }

  private func stringOrder(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult? {
    if let path = keyPath as? KeyPath<Compared, String> {
      return lhs[keyPath: path].localizedStandardCompare(rhs[keyPath: path])
    }
    guard let path = keyPath as? KeyPath<Compared, String?> else { return nil }
    switch (lhs[keyPath: path], rhs[keyPath: path]) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    case (let left?, let right?): return left.localizedStandardCompare(right)
    }
  }
}
