#if !canImport(AVFoundation)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// A media resource, as AVFoundation declares it: its URL; nothing is read from it.
  open class AVAsset: NSObject, @unchecked Sendable {}

  /// An asset at a URL.
  open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL
    public init(url URL: URL, options: [String: Any]? = nil) { url = URL }
  }

  /// What a player plays: an asset and where playback is in it.
  @preconcurrency @MainActor
  open class AVPlayerItem: NSObject {
    /// Posted when the item played to its end; a test posts it to play the end of a video.
    public nonisolated static let didPlayToEndTimeNotification = Notification.Name(
      "AVPlayerItemDidPlayToEndTimeNotification")

    public nonisolated let asset: AVAsset
    /// Where playback is: the time the player last sought to.
    var currentTimeValue = CMTime.zero

    public nonisolated init(asset: AVAsset) { self.asset = asset }
    public nonisolated convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    /// The item's length: unknown headlessly, where nothing is decoded (`indefinite`).
    open var duration: CMTime { .indefinite }
    open func currentTime() -> CMTime { currentTimeValue }
  }

  /// A player, as AVFoundation declares it. Nothing is decoded or shown: it keeps what a
  /// screen asked of it, its item, whether it plays, its rate, volume and the time it was
  /// sought to, for a test to read (S322).
  ///
  /// ```swift
  /// let player = AVPlayer(url: trailerURL)
  /// Button("Play") { player.play() }  // then: player.timeControlStatus == .playing
  /// ```
  @preconcurrency @MainActor
  open class AVPlayer: NSObject {
    /// Whether the player plays, is paused, or waits for media.
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    /// What the player does when its item ends.
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }

    open private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 0 paused, 1 playing at normal speed.
    open var rate: Float = 0 {
      didSet { timeControlStatus = rate == 0 ? .paused : .playing }
    }
    open private(set) var timeControlStatus = TimeControlStatus.paused
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    /// The rate ``play()`` starts at.
    open var defaultRate: Float = 1

    public nonisolated override init() { super.init() }
    public nonisolated init(playerItem item: AVPlayerItem?) {
      currentItem = item
      super.init()
    }
    public nonisolated convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    /// Starts playing: the rate becomes ``defaultRate``.
    open func play() { rate = defaultRate }
    /// Pauses: the rate becomes 0.
    open func pause() { rate = 0 }

    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

    /// The current item's time.
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Moves the current item to `time`.
    open func seek(to time: CMTime) { move(to: time) }

    /// Moves the current item to `time`; the completion hears whether there was one to move.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
      completionHandler(move(to: time))
    }

    /// Moves the current item to `time` and answers whether there was one to move.
    @discardableResult
    open func seek(to time: CMTime) async -> Bool { move(to: time) }

    @discardableResult
    private func move(to time: CMTime) -> Bool {
      currentItem?.currentTimeValue = time
      return currentItem != nil
    }

    /// Asks for `block` every `interval` of playback. Headlessly no time passes, so it is
    /// never called: a `notModelled` warning says so.
    open func addPeriodicTimeObserver(
      forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any {
      RuntimeWarning.raise(
        .notModelled,
        "AVPlayer.addPeriodicTimeObserver(forInterval:queue:using:) is never called: no media plays "
          + "headlessly. Drive the screen with player.seek(to:) and what the observer would write.")
      return NSObject()
    }

    open func removeTimeObserver(_ observer: Any) {}
  }

  /// A player of a queue of items.
  @preconcurrency @MainActor
  open class AVQueuePlayer: AVPlayer {
    private var queued: [AVPlayerItem]

    public nonisolated init(items: [AVPlayerItem]) {
      queued = items
      super.init(playerItem: items.first)
    }

    open func items() -> [AVPlayerItem] { queued }

    open func advanceToNextItem() {
      if !queued.isEmpty { queued.removeFirst() }
      replaceCurrentItem(with: queued.first)
    }
  }

  /// How a video fills its bounds.
  public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
  }
#endif
