#if !canImport(Charts)
  import ViewGraph

  /// The selection binding a chart writes as the user drags across it (`chartXSelection`,
  /// `chartYSelection`, `chartAngleSelection`), mounted beside the chart (S265). A test
  /// finds it and selects as a drag would, with the SPI ``select(_:)``.
  ///
  /// ```swift
  /// Chart(days) { … }.chartXSelection(value: $selectedDay)
  /// // in a test: host.perform { selection.select("Tue") }
  /// ```
  public struct ChartSelection<Value: Plottable>: View {
    /// The axis the selection follows: `x`, `y` or `angle`.
    @_spi(Inspection) public let axis: String
    let binding: Binding<Value?>

    /// Selects `value` (nil: the drag ended), writing the binding as the chart does.
    @_spi(Inspection) public func select(_ value: Value?) { binding.wrappedValue = value }

    public var body: some View { EmptyView() }
  }

  extension View {
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
      overlay { ChartSelection(axis: "x", binding: value) }
    }

    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
      overlay { ChartSelection(axis: "y", binding: value) }
    }

    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
      overlay { ChartSelection(axis: "angle", binding: value) }
    }
  }
#endif
