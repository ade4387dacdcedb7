#if !canImport(AVFoundation)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// A player of a sound file or of data, as AVFoundation declares it. Nothing is heard: it
  /// keeps whether it plays, its volume, loops and time (S323), and a test plays the end of the
  /// sound with ``finishPlaying()``, which tells the delegate as the player does.
  ///
  /// ```swift
  /// player = try AVAudioPlayer(contentsOf: Bundle.main.url(forResource: "ding", withExtension: "mp3")!)
  /// player?.play()
  /// ```
  open class AVAudioPlayer: NSObject {
    /// The file the player was made with; nil for one made from data.
    public let url: URL?
    /// The sound's bytes, read when the player was made.
    public let data: Data?
    open weak var delegate: (any AVAudioPlayerDelegate)?
    open private(set) var isPlaying = false
    open var volume: Float = 1
    open var pan: Float = 0
    open var rate: Float = 1
    open var enableRate = false
    /// How many more times the sound plays after the first; -1 loops until stopped.
    open var numberOfLoops = 0
    /// Where playback is, in seconds.
    open var currentTime: TimeInterval = 0

    /// A player of the file at `url`; throws the file's read error if it cannot be read, as
    /// the player does.
    public init(contentsOf url: URL) throws {
      self.url = url
      data = try Data(contentsOf: url)
      super.init()
    }

    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
      try self.init(contentsOf: url)
    }

    /// A player of `data`.
    public init(data: Data) throws {
      url = nil
      self.data = data
      super.init()
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }

    /// The sound's length: nothing is decoded headlessly, so it answers 0 and warns.
    open var duration: TimeInterval {
      RuntimeWarning.raise(
        .notModelled,
        "AVAudioPlayer.duration of \(url?.lastPathComponent ?? "data") answers 0: no sound is decoded headlessly."
      )
      return 0
    }

    @discardableResult open func prepareToPlay() -> Bool { true }

    /// Starts playing from ``currentTime``.
    @discardableResult open func play() -> Bool {
      isPlaying = true
      return true
    }

    /// Pauses; ``play()`` resumes where it paused.
    open func pause() { isPlaying = false }

    /// Stops playing.
    open func stop() { isPlaying = false }

    /// Plays the sound reaching its end: the player stops, its time returns to 0 and the
    /// delegate hears `audioPlayerDidFinishPlaying(_:successfully:)`, as when a sound ends (S323).
    @_spi(Inspection) public func finishPlaying(successfully flag: Bool = true) {
      isPlaying = false
      currentTime = 0
      delegate?.audioPlayerDidFinishPlaying(self, successfully: flag)
    }
  }

  /// What an audio player tells its delegate; every method is optional, as in AVFoundation.
  public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
  }

  extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
  }
#endif
