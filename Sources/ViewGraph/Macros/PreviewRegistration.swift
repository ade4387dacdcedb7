/// The record a `#Preview` expansion places in the test-content section. Public only
/// because expansions in users' modules write it; not for direct use.
public typealias __PreviewContentRecordAccessor =
  @convention(c) (
    _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?,
    _ reserved: UInt
  ) -> CBool

/// See ``__PreviewContentRecordAccessor``. Laid out as Swift Testing's test content record
/// (kind, reserved, accessor, context, reserved), so Swift Testing's discovery steps over it.
public typealias __PreviewContentRecord = (
  kind: UInt32, reserved1: UInt32, accessor: __PreviewContentRecordAccessor, context: UInt,
  reserved2: UInt
)

/// Called by a `#Preview` expansion's accessor. Not for direct use.
public enum __PreviewRegistration {
  /// A view preview's trait, named for the expansion through this enum: an app's own type
  /// called `Preview` would shadow ViewGraph's in the app's file (S367).
  public typealias ViewTrait = PreviewTrait<Preview.ViewTraits>

  public static func store(
    name: String?, fileID: String, line: Int, column: Int,
    traits: @escaping @MainActor @Sendable () -> [PreviewTrait<Preview.ViewTraits>],
    make: @escaping @MainActor @Sendable () -> [(label: String?, view: any View)],
    into outValue: UnsafeMutableRawPointer, asTypeAt type: UnsafeRawPointer
  ) -> CBool {
    // The caller says which type it expects; a reader of another version is refused.
    guard type.load(as: Any.Type.self) == PreviewRecord.self else { return false }
    outValue.initializeMemory(
      as: PreviewRecord.self,
      repeating: PreviewRecord(
        name: name, fileID: fileID, line: line, column: column, makeTraits: traits, makeContent: make),
      count: 1)
    return true
  }
}
