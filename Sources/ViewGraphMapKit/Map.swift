#if !canImport(MapKit)
  import Foundation
  import ViewGraph

  /// A map with its content, and the camera-position and selection bindings the user's
  /// gestures write (S266). Its content is mounted; a test pans or selects through the
  /// mounted ``MapInteraction``, which writes the bindings as the gestures do.
  ///
  /// ```swift
  /// Map(position: $position, selection: $selected) {
  ///   ForEach(stops) { Marker($0.name, coordinate: $0.coordinate).tag($0.id) }
  /// }
  /// ```
  public struct Map<Content: View> {
    let content: Content
    let position: Binding<MapCameraPosition>?
    var region: Binding<MKCoordinateRegion>?
    let selection: MapInteraction.Selection?
    @Environment(\.mapCameraChangeActions) private var cameraChangeActions

    init(content: Content, position: Binding<MapCameraPosition>?, selection: MapInteraction.Selection?) {
      self.content = content
      self.position = position
      self.selection = selection
    }
  }

  extension Map: View {
    public var body: some View {
      ZStack {
        content
        MapInteraction(
          position: position, region: region, selection: selection, cameraChangeActions: cameraChangeActions)
      }
    }
  }

  extension Map {
    public init(
      position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
      interactionModes: MapInteractionModes = .all,
      scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content
    ) {
      self.init(content: content(), position: position, selection: nil)
    }

    public init(
      initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
      interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
      @MapContentBuilder content: () -> Content
    ) {
      self.init(content: content(), position: nil, selection: nil)
    }

    public init<SelectedValue: Hashable>(
      position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
      interactionModes: MapInteractionModes = .all,
      selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
      @MapContentBuilder content: () -> Content
    ) {
      self.init(content: content(), position: position, selection: MapInteraction.Selection(selection))
    }

    public init<SelectedValue: Hashable>(
      initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
      interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
      scope: Namespace.ID? = nil,
      @MapContentBuilder content: () -> Content
    ) {
      self.init(content: content(), position: nil, selection: MapInteraction.Selection(selection))
    }
  }

  // Before iOS 17: a region binding, and annotations made from items.
  extension Map {
    @available(iOS, deprecated: 17.0, message: "Use Map(position:) with MapContentBuilder content")
    @available(macOS, deprecated: 14.0, message: "Use Map(position:) with MapContentBuilder content")
    public init(
      coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
      showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) where Content == EmptyView {
      self.init(content: EmptyView(), position: nil, selection: nil)
      region = coordinateRegion
    }

    @available(iOS, deprecated: 17.0, message: "Use Map(position:) with MapContentBuilder content")
    @available(macOS, deprecated: 14.0, message: "Use Map(position:) with MapContentBuilder content")
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
      coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
      showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
      annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == ForEach<Items, Items.Element.ID, Annotation>, Items.Element: Identifiable {
      self.init(content: ForEach(annotationItems, content: annotationContent), position: nil, selection: nil)
      region = coordinateRegion
    }
  }

  extension Map where Content == EmptyView {
    public init(
      position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
      interactionModes: MapInteractionModes = .all,
      scope: Namespace.ID? = nil
    ) {
      self.init(content: EmptyView(), position: position, selection: nil)
    }

    public init(
      initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
      interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) {
      self.init(content: EmptyView(), position: nil, selection: nil)
    }
  }
#endif
