/// A property of a mounted view that a tool must not read: SwiftUI would stop the program.
package struct ReadTrap: Sendable, Equatable {
  /// The property's name, as the view declares it (`model`, not `_model`).
  public internal(set) var property = ""
  /// What SwiftUI stops the program with on reading it.
  public let reason: String
  /// The type of the object that is missing.
  public let missing: String
  /// The modifier that places such an object above a view: `environment` for an
  /// `@Observable` model, `environmentObject` for an `ObservableObject`.
  public let modifier: String
}

extension Node {
  /// The view's properties whose read would stop the program, as SwiftUI's would: an
  /// environment object missing above a view that never had one. (A view that had one keeps
  /// the last, which its properties read.) A tool that hands out the view value, such as a
  /// probe, checks this first: there is no instance it could return instead.
  ///
  /// ```swift
  /// if let trap = node.readTraps.first { print("\(trap.property): \(trap.reason)") }
  /// ```
  ///
  /// - Complexity: O(p) in the view's stored properties.
  package var readTraps: [ReadTrap] {
    guard renderingFailure != nil else { return [] }
    return Mirror(reflecting: value).children.compactMap { child in
      guard let property = child.value as? any GraphProperty, var trap = property.readTrap else {
        return nil
      }
      let label = child.label ?? "?"
      trap.property = label.hasPrefix("_") ? String(label.dropFirst()) : label
      return trap
    }
  }
}
