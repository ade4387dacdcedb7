#if !canImport(PhotosUI)
  import ViewGraph

  /// A button that shows the photo picker and writes what the user picks to its
  /// selection binding (S264). Headlessly there is no picker to show: a test picks with
  /// the SPI ``pick(_:)``, which writes the binding as the picker does.
  ///
  /// ```swift
  /// PhotosPicker("Choose Photo", selection: $item, matching: .images)
  /// // in a test: host.perform { picker.pick([PhotosPickerItem(itemIdentifier: "a", data: png)]) }
  /// ```
  public struct PhotosPicker<Label: View> {
    let label: Label
    let write: @MainActor ([PhotosPickerItem]) -> Void
    /// The most items the user may pick: 1 for a single selection, nil for no limit.
    @_spi(Inspection) public let maxSelectionCount: Int?
    /// The filter the picker was given.
    @_spi(Inspection) public let filter: PHPickerFilter?

    public nonisolated init(
      selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
      @ViewBuilder label: () -> Label
    ) {
      self.label = label()
      write = { selection.wrappedValue = $0.first }
      maxSelectionCount = 1
      self.filter = filter
    }

    public nonisolated init(
      selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
      selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
      @ViewBuilder label: () -> Label
    ) {
      self.label = label()
      write = { selection.wrappedValue = $0 }
      self.maxSelectionCount = maxSelectionCount
      self.filter = filter
    }

    /// Picks `items` as the user would: the selection binding is written with them (the
    /// first, for a single selection), up to ``maxSelectionCount``.
    @_spi(Inspection) @MainActor public func pick(_ items: [PhotosPickerItem]) {
      write(maxSelectionCount.map { Array(items.prefix($0)) } ?? items)
    }
  }

  extension PhotosPicker: View {
    public var body: some View { label }
  }

  extension PhotosPicker where Label == Text {
    public nonisolated init(
      _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>,
      matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
      self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) {
        Text(titleKey)
      }
    }

    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(
      _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
      self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) {
        Text(title)
      }
    }

    public nonisolated init(
      _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
      selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
      self.init(
        selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
        matching: filter, preferredItemEncoding: preferredItemEncoding
      ) { Text(titleKey) }
    }

    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(
      _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
      selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
      preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
      self.init(
        selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
        matching: filter, preferredItemEncoding: preferredItemEncoding
      ) { Text(title) }
    }
  }
#endif
