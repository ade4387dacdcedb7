/// A type-erased list of pushed values, as in SwiftUI.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(book)
/// ```
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  public init() { elements = [] }
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    var erased: [AnyHashable] = []
    for element in elements { erased.append(AnyHashable(element)) }
    self.elements = erased
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
