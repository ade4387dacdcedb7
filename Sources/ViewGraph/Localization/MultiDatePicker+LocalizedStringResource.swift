import Foundation

// SwiftUI's MultiDatePicker takes its title as a LocalizedStringResource
// (`MultiDatePicker(.available, selection: $dates)`).
extension MultiDatePicker where Label == Text {
  /// A picker titled by the resource's translation, else its default value.
  ///
  /// ```swift
  /// MultiDatePicker(LocalizedStringResource("Available"), selection: $dates)
  /// ```
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>) {
    self.init(String(localized: titleResource), selection: selection)
  }

  /// A picker titled by the resource's translation, offering the days in `bounds`.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(String(localized: titleResource), selection: selection, in: bounds)
  }

  /// A picker titled by the resource's translation, offering the days from `bounds`'s start.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(String(localized: titleResource), selection: selection, in: bounds)
  }

  /// A picker titled by the resource's translation, offering the days before `bounds`'s end.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(String(localized: titleResource), selection: selection, in: bounds)
  }
}
