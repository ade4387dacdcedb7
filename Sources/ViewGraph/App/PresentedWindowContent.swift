/// The content of a window group that presents a value: the group's content, given a binding
/// to the window's value. A window the app opens at launch presents none (nil), or the
/// group's default value.
///
/// ```swift
/// WindowGroup(id: "note", for: Note.ID.self) { $noteID in NoteEditor(noteID: $noteID) }
/// ```
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View,
  BuiltInCompositeView
{
  let content: (Binding<Data?>) -> Content
  let defaultValue: (() -> Data)?
  /// The window's value: it belongs to the window, as SwiftUI keeps it for state restoration.
  @State private var value: Data?

  init(content: @escaping (Binding<Data?>) -> Content, defaultValue: (() -> Data)?) {
    self.content = content
    self.defaultValue = defaultValue
    _value = State(initialValue: defaultValue?())
  }

  public var body: Content { content($value) }
}

extension WindowGroup {
  /// A group of windows each presenting a value of `type`, given to `content` as a binding.
  ///
  /// ```swift
  /// WindowGroup(for: Message.ID.self) { $messageID in MessageDetail(messageID: $messageID) }
  /// ```
  public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    // The scene's content is built on the main actor, where the app's closures run.
    nonisolated(unsafe) let content = content
    self.init { PresentedWindowContent(content: content, defaultValue: nil) }
  }

  public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(for: type, content: content)
  }

  public init<D, C>(
    _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(for: type, content: content)
  }

  public init<D, C>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(for: type, content: content)
  }

  /// A group of windows each presenting a value of `type`; a window opened without one
  /// presents `defaultValue()`.
  ///
  /// ```swift
  /// WindowGroup(for: Document.self) { $document in Editor(document: $document) } defaultValue: { Document() }
  /// ```
  public init<D, C>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    nonisolated(unsafe) let content = content
    nonisolated(unsafe) let defaultValue = defaultValue
    self.init {
      PresentedWindowContent(
        content: { value in
          content(Binding(get: { value.wrappedValue ?? defaultValue() }, set: { value.wrappedValue = $0 }))
        },
        defaultValue: defaultValue)
    }
  }

  public init<D, C>(
    id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }
}
