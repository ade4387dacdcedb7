import Foundation

// Path set operations (iOS 17), as SwiftUI declares them. ViewGraph draws nothing and does not
// clip curves against each other: each operation is recorded with its operand, and the result
// keeps this path's elements, so its `boundingRect`, `isEmpty` and `forEach(_:)` are this
// path's. Two results are equal when their paths and recorded operations are (S365).

extension Path {
  /// One recorded set operation: its name, the other path and its fill rule.
  struct SetOperation: Equatable, Sendable {
    let name: String
    let other: Path
    let eoFill: Bool
  }

  private func recording(_ name: String, _ other: Path, _ eoFill: Bool) -> Path {
    var result = self
    result.operations.append(SetOperation(name: name, other: other, eoFill: eoFill))
    return result
  }

  /// The region filled by this path or `other` (recorded).
  ///
  /// ```swift
  /// let ring = outer.union(inner)
  /// ```
  public func union(_ other: Path, eoFill: Bool = false) -> Path { recording("union", other, eoFill) }

  /// The region filled by both this path and `other` (recorded).
  public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
    recording("intersection", other, eoFill)
  }

  /// The region this path fills with `other`'s removed (recorded).
  ///
  /// ```swift
  /// return circle.subtracting(slice)
  /// ```
  public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
    recording("subtracting", other, eoFill)
  }

  /// The region filled by this path or `other`, but not both (recorded).
  public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
    recording("symmetricDifference", other, eoFill)
  }

  /// This path's line where it overlaps `other`'s filled region (recorded).
  public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
    recording("lineIntersection", other, eoFill)
  }

  /// This path's line where it does not overlap `other`'s filled region (recorded).
  public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
    recording("lineSubtraction", other, eoFill)
  }
}

/// A shape combined with another by a path set operation: its path is the first shape's path
/// with the operation recorded against the second's, in the same rectangle.
public struct _PathOperationShape<First: Shape, Second: Shape>: Shape {
  let first: First
  let second: Second
  let operation: @Sendable (Path, Path) -> Path

  public nonisolated func path(in rect: CGRect) -> Path {
    operation(first.path(in: rect), second.path(in: rect))
  }
}

// Like `_ModifiedShape`: the runtime names the app's shapes, never the combination.
extension _PathOperationShape: BuiltInCompositeView {}

extension Shape {
  /// This shape and `other` together (recorded, as `Path.union(_:eoFill:)`).
  ///
  /// ```swift
  /// Circle().union(Rectangle().offset(x: 20)).fill(.blue)
  /// ```
  nonisolated public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _PathOperationShape(first: self, second: other) { $0.union($1, eoFill: eoFill) }
  }

  /// Where this shape and `other` overlap (recorded).
  nonisolated public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _PathOperationShape(first: self, second: other) { $0.intersection($1, eoFill: eoFill) }
  }

  /// This shape with `other` removed (recorded).
  nonisolated public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _PathOperationShape(first: self, second: other) { $0.subtracting($1, eoFill: eoFill) }
  }

  /// This shape or `other`, but not both (recorded).
  nonisolated public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _PathOperationShape(first: self, second: other) { $0.symmetricDifference($1, eoFill: eoFill) }
  }

  /// This shape's line where it overlaps `other` (recorded).
  nonisolated public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _PathOperationShape(first: self, second: other) { $0.lineIntersection($1, eoFill: eoFill) }
  }

  /// This shape's line where it does not overlap `other` (recorded).
  nonisolated public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _PathOperationShape(first: self, second: other) { $0.lineSubtraction($1, eoFill: eoFill) }
  }
}
