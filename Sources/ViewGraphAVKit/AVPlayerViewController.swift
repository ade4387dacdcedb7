#if !canImport(AVKit)
  import ViewGraphAVFoundation
  import ViewGraphUIKit

  /// AVKit's player controller, as apps wrap it in a `UIViewControllerRepresentable`: it keeps
  /// the player and the options set on it (S322).
  @preconcurrency @MainActor
  open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var allowsPictureInPicturePlayback = true
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var updatesNowPlayingInfoCenter = true
  }
#endif
