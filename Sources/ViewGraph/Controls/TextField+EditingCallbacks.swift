// The iOS 13 text field initializers, still in apps that support iOS 14: `onCommit` runs when
// return is pressed, `onEditingChanged` when editing begins and ends. Deprecated as SwiftUI
// marks them (use `onSubmit` and `focused(_:)`), and behaving the same (S135).

extension TextField where Label == Text {
  /// A field that reports editing and return (the iOS 13 form).
  ///
  /// ```swift
  /// TextField("Search", text: $query, onEditingChanged: { isEditing = $0 }, onCommit: { search() })
  /// ```
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:) instead"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:) instead"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:) instead"
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:) instead"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:) instead"
  )
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, text: text)
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:) instead"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:) instead"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:) instead"
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:) instead"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:) instead"
  )
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }
}

extension SecureField where Label == Text {
  /// A secure field that reports return (the iOS 13 form).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use onSubmit(of:_:) instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use onSubmit(of:_:) instead")
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
    self.onCommit = onCommit
  }
}
