/// A control that selects one of the tagged views of its content, as in SwiftUI.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   Text("Chocolate").tag(Flavor.chocolate)
///   Text("Vanilla").tag(Flavor.vanilla)
/// }
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let label: Label
  let title: String?
  let selection: Binding<SelectionValue>
  let content: Content

  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.title = nil
    self.selection = selection
    self.content = content()
  }

  /// The form written before iOS 15, with the label as a view (deprecated as SwiftUI marks it).
  ///
  /// ```swift
  /// Picker(selection: $sort, label: Text("Sort by")) { Text("Name").tag(Sort.name) }
  /// ```
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    // A text label is the title a user reads, not the options' texts after it.
    self.title = (label as? Text)?.string
    self.selection = selection
    self.content = content()
  }
}

extension Picker: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Picker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    label = Text(titleKey)
    title = label.string
    self.selection = selection
    self.content = content()
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    label = Text(title)
    self.title = label.string
    self.selection = selection
    self.content = content()
  }
}

extension Picker: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(label, key: .index(0))
    visitor.visit(content, key: .index(1))
  }
  var control: Control? {
    Control(kind: .picker, title: title, .selection(Binding<AnyHashable>(selection)))
  }
}

/// Marks a view with the value a `Picker` or `TabView` selects it by.
public struct _TagModifier<V: Hashable> {
  let tag: V
  var includeOptional = true
}

/// Remembers a node's tag for the picker that owns it.
final class TagMarker {
  let tag: AnyHashable
  /// The tag's type name when `includeOptional: false` keeps an optional selection of that
  /// type from selecting it.
  let excludedOptionalOf: String?
  init(_ tag: AnyHashable, excludedOptionalOf: String? = nil) {
    self.tag = tag
    self.excludedOptionalOf = excludedOptionalOf
  }
}

extension _TagModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    node.modifierState = TagMarker(
      AnyHashable(tag), excludedOptionalOf: includeOptional ? nil : String(describing: V.self))
  }
}

extension View {
  /// The value a `Picker` or `TabView` selects this view by.
  ///
  /// ```swift
  /// Text("Vanilla").tag(Flavor.vanilla)
  /// ```
  ///
  /// - Parameters:
  ///   - tag: The value that selects this view.
  ///   - includeOptional: Whether a selection of type `V?` selects this view too, as SwiftUI's
  ///     default does; `false` leaves it to selections of type `V`.
  nonisolated public func tag<V: Hashable>(
    _ tag: V, includeOptional: Bool = true
  ) -> ModifiedContent<Self, _TagModifier<V>> {
    modifier(_TagModifier(tag: tag, includeOptional: includeOptional))
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _TagModifier: ViewModifier {}
