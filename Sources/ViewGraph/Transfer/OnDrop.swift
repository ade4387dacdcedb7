import Foundation

/// What a drop destination that takes item providers learns about a drag over it.
///
/// ```swift
/// func performDrop(info: DropInfo) -> Bool {
///   for provider in info.itemProviders(for: [.fileURL]) { load(provider) }
///   return true
/// }
/// ```
public struct DropInfo {
  /// Where the drag is, in the destination's coordinates.
  public var location: CGPoint
  let providers: [NSItemProvider]

  /// Whether an item offers one of `contentTypes`.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    !itemProviders(for: contentTypes).isEmpty
  }

  /// The items that offer one of `contentTypes`.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers.filter { provider in
      contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
    }
  }
}

/// What a drop would do if it ended here.
///
/// ```swift
/// func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
/// ```
public struct DropProposal: Sendable {
  /// The operation the drop would perform.
  public let operation: DropOperation
  /// A proposal for `operation`.
  public init(operation: DropOperation) { self.operation = operation }
}

/// The operation a drop performs.
///
/// ```swift
/// DropProposal(operation: .copy)
/// ```
public enum DropOperation: Sendable {
  /// The drop is cancelled.
  case cancel
  /// The drop is not allowed here.
  case forbidden
  /// The items are copied.
  case copy
  /// The items are moved.
  case move
}

/// What a drop destination runs as a drag enters, moves over, leaves and drops on it.
///
/// ```swift
/// struct Reorder: DropDelegate {
///   func performDrop(info: DropInfo) -> Bool { move(); return true }
/// }
/// ```
@MainActor @preconcurrency
public protocol DropDelegate {
  /// Whether the drag may drop here; true unless the delegate says otherwise.
  func validateDrop(info: DropInfo) -> Bool
  /// The drop: returns whether it took the items.
  func performDrop(info: DropInfo) -> Bool
  /// A validated drag entered the view.
  func dropEntered(info: DropInfo)
  /// A validated drag moved over the view: what a drop here would do.
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// A validated drag left the view.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { true }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}

extension DropDestination {
  /// A destination taking item providers: each dropped item becomes a provider offering
  /// the data its representations export (S158).
  init(
    contentTypes: [UTType], isTargeted: @escaping (Bool) -> Void,
    perform: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) {
    self.init(
      payloadType: nil, isTargeted: isTargeted,
      run: { items, location in
        var providers: [NSItemProvider] = []
        for item in items { providers.append(try await itemProvider(for: item)) }
        let accepted = providers.filter { provider in
          contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
        }
        guard !accepted.isEmpty else {
          throw TransferError(
            "none of the dropped items is \(contentTypes.map(\.identifier).joined(separator: ", "))")
        }
        return perform(providers, location)
      })
  }
}

/// An item provider offering `item`, as a drag from another view or app does.
@MainActor
func itemProvider(for item: any Transferable) async throws -> NSItemProvider {
  let provider = NSItemProvider()
  #if canImport(CoreTransferable)
    provider.register(item)
  #else
    provider.register(exported: try await TransferCoding.export(item))
  #endif
  return provider
}

#if canImport(CoreTransferable)
  extension NSItemProvider {
    fileprivate func register<V: Transferable>(_ item: V) { register { item } }
  }
#endif

extension View {
  /// Makes this view a drop target for items offering one of `supportedContentTypes`:
  /// `action` gets them as item providers, and the drop location (S158).
  ///
  /// ```swift
  /// .onDrop(of: [.fileURL], isTargeted: $isHovering) { providers, _ in open(providers); return true }
  /// ```
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(
      .drop(
        DropDestination(
          contentTypes: supportedContentTypes, isTargeted: { isTargeted?.wrappedValue = $0 }, perform: action)
      ))
  }

  /// Makes this view a drop target for items offering one of `supportedContentTypes`:
  /// `action` gets them as item providers (S158).
  ///
  /// ```swift
  /// .onDrop(of: [.fileURL], isTargeted: nil) { providers in open(providers); return true }
  /// ```
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> ModifiedContent<Self, _TransferModifier> {
    onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
  }

  /// Makes this view a drop target whose `delegate` follows the drag and performs the drop
  /// (S158).
  ///
  /// ```swift
  /// Row(item).onDrop(of: [.text], delegate: Reorder(item: item, items: $items))
  /// ```
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> ModifiedContent<
    Self, _TransferModifier
  > {
    transfer(
      .drop(
        DropDestination(contentTypes: supportedContentTypes, isTargeted: { _ in }) { providers, location in
          let info = DropInfo(location: location, providers: providers)
          guard delegate.validateDrop(info: info) else { return false }
          delegate.dropEntered(info: info)
          _ = delegate.dropUpdated(info: info)
          return delegate.performDrop(info: info)
        }))
  }

  /// Lets a user drag this view, offering the item provider `data` makes.
  ///
  /// ```swift
  /// Text(file.name).onDrag { NSItemProvider(contentsOf: file.url) ?? NSItemProvider() }
  /// ```
  nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> ModifiedContent<
    Self, _TransferModifier
  > {
    transfer(.dragProvider(data))
  }
}
