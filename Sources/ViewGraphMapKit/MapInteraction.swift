#if !canImport(MapKit)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// What the user's gestures on a ``Map`` write, mounted inside it so a test can play them
  /// (S266): a pan or zoom writes the position binding (`positionedByUser`, as MapKit writes
  /// it, with no region) and runs the map's `onMapCameraChange` actions with the new
  /// region; a tap on a tagged marker writes the selection binding.
  ///
  /// ```swift
  /// host.perform { interaction.pan(to: MKCoordinateRegion(center: porto, span: span)) }
  /// ```
  public struct MapInteraction: View {
    /// A selection binding of any value type.
    struct Selection {
      let type: Any.Type
      let write: (AnyHashable?) -> Bool
      init<Value: Hashable>(_ binding: Binding<Value?>) {
        type = Value.self
        write = { value in
          guard let value else {
            binding.wrappedValue = nil
            return true
          }
          guard let typed = value.base as? Value else { return false }
          binding.wrappedValue = typed
          return true
        }
      }
    }

    let position: Binding<MapCameraPosition>?
    let region: Binding<MKCoordinateRegion>?
    let selection: Selection?
    let cameraChangeActions: [MapCameraChangeAction]

    /// The camera position the map's binding holds; nil for a map without one.
    @_spi(Inspection) public var cameraPosition: MapCameraPosition? { position?.wrappedValue }

    /// The region the map's region binding holds (maps made with `coordinateRegion:`).
    @_spi(Inspection) public var coordinateRegion: MKCoordinateRegion? { region?.wrappedValue }

    /// Pans or zooms to `region` as the user would: a region binding gets the region.
    @_spi(Inspection) @MainActor public func pan(to region: MKCoordinateRegion) {
      position?.wrappedValue = MapCameraPosition(kind: .automatic, positionedByUser: true)
      self.region?.wrappedValue = region
      let context = MapCameraUpdateContext(
        region: region,
        camera: MapCamera(centerCoordinate: region.center, distance: region.span.latitudeDelta * 111_320))
      for action in cameraChangeActions { action.run(context) }
    }

    /// Selects `value` (nil: deselects) as a tap on the content tagged with it would.
    @_spi(Inspection) @MainActor public func select<Value: Hashable>(_ value: Value?) {
      guard let selection else {
        RuntimeWarning.raise(.notModelled, "Map has no selection binding; select(_:) selected nothing.")
        return
      }
      var erased: AnyHashable?
      if let value { erased = AnyHashable(value) }
      if !selection.write(erased) {
        RuntimeWarning.raise(
          .notModelled,
          "Map's selection holds \(selection.type), not \(Value.self); select(_:) selected nothing.")
      }
    }

    public var body: some View { EmptyView() }
  }

  /// What a camera change tells `onMapCameraChange`'s action.
  public struct MapCameraUpdateContext: @unchecked Sendable {
    public let region: MKCoordinateRegion
    public let camera: MapCamera
  }

  /// How often `onMapCameraChange` runs: when a gesture ends, or throughout.
  public enum MapCameraUpdateFrequency: Sendable {
    case onEnd, continuous
  }

  struct MapCameraChangeAction: @unchecked Sendable {
    let run: @MainActor (MapCameraUpdateContext) -> Void
  }

  private struct MapCameraChangeActionsKey: EnvironmentKey {
    static let defaultValue: [MapCameraChangeAction] = []
  }

  extension EnvironmentValues {
    var mapCameraChangeActions: [MapCameraChangeAction] {
      get { self[MapCameraChangeActionsKey.self] }
      set { self[MapCameraChangeActionsKey.self] = newValue }
    }
  }

  /// Adds a camera-change action to those the maps below run.
  struct MapCameraChangeScope<Content: View>: View {
    let content: Content
    let action: MapCameraChangeAction
    @Environment(\.mapCameraChangeActions) private var actions

    var body: some View { content.environment(\.mapCameraChangeActions, actions + [action]) }
  }

  extension View {
    /// Runs `action` with the new region when the map's camera changes (S266).
    public func onMapCameraChange(
      frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
    ) -> some View {
      MapCameraChangeScope(content: self, action: MapCameraChangeAction(run: { action($0) }))
    }

    /// Runs `action` when the map's camera changes.
    public func onMapCameraChange(
      frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
    )
      -> some View
    { MapCameraChangeScope(content: self, action: MapCameraChangeAction(run: { _ in action() })) }

    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
  }
#endif
