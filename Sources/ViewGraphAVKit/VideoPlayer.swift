#if !canImport(AVKit)
  import ViewGraph
  import ViewGraphAVFoundation

  /// A view that shows a player's video with the system's playback controls and an
  /// optional overlay, as AVKit declares it. Headlessly nothing is drawn: the view mounts its
  /// overlay and keeps its player (S322), which a test reads to play or pause as the controls
  /// would.
  ///
  /// ```swift
  /// VideoPlayer(player: player) { Text("Trailer") }
  /// // in a test: harness.find(VideoPlayer<Text>.self)?.view.player?.play()
  /// ```
  public struct VideoPlayer<VideoOverlay: View> {
    /// The player the view shows; nil shows nothing.
    @_spi(Inspection) public let player: AVPlayer?
    let overlay: VideoOverlay

    /// A player view with `videoOverlay` drawn above the video, below the controls.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
      self.player = player
      overlay = videoOverlay()
    }
  }

  extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player view with no overlay.
    public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
  }

  extension VideoPlayer: View {
    public var body: some View { overlay }
  }
#endif
