#if !canImport(Charts)
  import Foundation

  /// A value a chart can plot: a number, a string, a date, or a type built on one.
  ///
  /// ```swift
  /// enum Weekday: String, Plottable { case mon, tue }
  /// ```
  public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable = Self
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
  }

  extension Plottable where PrimitivePlottable == Self {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
  }

  extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
  }

  extension Int: Plottable {}
  extension Int8: Plottable {}
  extension Int16: Plottable {}
  extension Int32: Plottable {}
  extension Int64: Plottable {}
  extension UInt: Plottable {}
  extension UInt8: Plottable {}
  extension UInt16: Plottable {}
  extension UInt32: Plottable {}
  extension UInt64: Plottable {}
  extension Double: Plottable {}
  extension Float: Plottable {}
  extension CGFloat: Plottable {}
  extension String: Plottable {}
  extension Date: Plottable {}
#endif
