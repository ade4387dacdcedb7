extension View {
  /// Shows `content` in an inspector beside this view while `isPresented` is true.
  ///
  /// ViewGraph mounts the inspector's content while the binding is true, as a sheet's, so
  /// its state, bindings and buttons work; closing it ends its state (S160).
  ///
  /// ```swift
  /// NoteEditor(note: note).inspector(isPresented: $showsInfo) { NoteInfo(note: note) }
  /// ```
  nonisolated public func inspector<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _InspectorModifier<V>> {
    modifier(_InspectorModifier(isPresented: isPresented, inspector: content()))
  }

  /// The width of the inspector column this view is the content of (recorded).
  ///
  /// ```swift
  /// NoteInfo(note: note).inspectorColumnWidth(min: 200, ideal: 250, max: 400)
  /// ```
  nonisolated public func inspectorColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("inspectorColumnWidth", min as Any, ideal, max as Any)
  }

  /// The fixed width of the inspector column this view is the content of (recorded).
  ///
  /// ```swift
  /// NoteInfo(note: note).inspectorColumnWidth(260)
  /// ```
  nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    style("inspectorColumnWidth", width)
  }
}

/// Mounts an inspector's content beside the modified view while its binding is true.
public struct _InspectorModifier<Inspector: View> {
  let isPresented: Binding<Bool>
  let inspector: Inspector
}

extension _InspectorModifier: PrimitiveModifier {
  // Reads the binding while visiting: the modifier must be invalidated when it flips.
  static var runsUserCode: Bool { true }

  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    visitor.visit(content, key: .content)
    guard isPresented.wrappedValue else { return }
    visitor.visit(inspector, key: .attached(.inspector))
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _InspectorModifier: ViewModifier {}
