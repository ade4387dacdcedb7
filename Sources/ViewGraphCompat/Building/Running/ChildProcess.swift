import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command the tool runs (`swiftc`, `swift package dump-package`, `swift build`): in a
/// process group of its own, under a time limit, and ended with every process it started
/// when the limit passes or the tool is interrupted.
///
/// A `Package.swift` that never finishes evaluating would otherwise hang the tool, and its
/// `dump-package` and the manifest's process would outlive a killed tool (issue 51).
///
/// ```swift
/// let result = ChildProcess.run(["swift", "package", "dump-package"], timeLimit: .seconds(300))
/// if result.timedOut { print(result.output) }
/// ```
enum ChildProcess {
  /// What a command left: its exit status, its merged output, and whether it was stopped.
  struct Result {
    let status: Int32
    let output: String
    let timedOut: Bool
  }

  /// The time limit `--time-limit <seconds>` sets for every command; nil keeps each
  /// command's own.
  nonisolated(unsafe) static var timeLimitOverride: Duration?

  /// Runs `arguments` through `/usr/bin/env`, reading its output until it exits. When
  /// `timeLimit` passes first, stops it and what it started, and says so in the output.
  static func run(_ arguments: [String], timeLimit: Duration) -> Result {
    let limit = timeLimitOverride ?? timeLimit
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return Result(status: -1, output: "could not make a pipe", timedOut: false) }
    guard let pid = spawn(arguments, output: fds[1]) else {
      close(fds[0])
      close(fds[1])
      return Result(
        status: -1, output: "could not start `\(arguments.joined(separator: " "))`: \(errnoText())",
        timedOut: false)
    }
    close(fds[1])
    Live.add(pid)
    defer { Live.remove(pid) }
    var reader = OutputReader(fd: fds[0])
    defer { close(fds[0]) }
    let start = ContinuousClock.now
    var status: Int32?
    var exitedAt: ContinuousClock.Instant?
    var timedOut = false
    while true {
      reader.readAvailable(waitingMilliseconds: 20)
      if status == nil, let exit = reap(pid, blocking: false) {
        status = exit
        exitedAt = .now
        // What it started and left behind (in its group) would keep the pipe open.
        ProcessTree.end(pid, includingRoot: false)
      }
      if status != nil, reader.isAtEnd { break }
      // A descendant that left the group still holds the pipe: it is stopped too.
      if let exitedAt, ContinuousClock.now - exitedAt > .seconds(2) {
        ProcessTree.end(pid, includingRoot: false)
        break
      }
      if status == nil, ContinuousClock.now - start > limit {
        timedOut = true
        ProcessTree.end(pid, includingRoot: true)
        status = reap(pid, blocking: true) ?? -1
        exitedAt = .now
      }
    }
    // Interrupted: the handler ended this command and exits the tool; what it left is no
    // result to report.
    while Live.isInterrupted { pause() }
    var output = String(decoding: reader.data, as: UTF8.self)
    if timedOut {
      output +=
        "\nerror: `\(arguments.prefix(3).joined(separator: " "))` did not finish within \(seconds(limit)) "
        + "and was stopped, with the processes it started; pass --time-limit <seconds> to allow longer."
    }
    return Result(status: status ?? -1, output: output, timedOut: timedOut)
  }

  /// Ends every command still running, with what it started, when the tool is interrupted
  /// (SIGINT, SIGTERM, SIGHUP), then exits as the signal would have.
  static func endAllOnInterrupt() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        Live.isInterrupted = true
        for pid in Live.all { ProcessTree.end(pid, includingRoot: true) }
        FileHandle.standardError.write(
          Data("viewgraph-compat: interrupted; stopped the commands it was running.\n".utf8))
        exit(128 + signalNumber)
      }
      source.resume()
      Live.signalSources.append(source)
    }
  }

  private static func spawn(_ arguments: [String], output: Int32) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, output, 2)
    // Its own group, so it and what it starts are ended together; the signals this tool
    // ignores to end them itself are the child's defaults again.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signalNumber) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
    let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let result = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ)
    guard result == 0 else {
      errno = result
      return nil
    }
    return pid
  }

  /// The exit status of `pid` once it has exited; nil while it runs (`blocking: false`).
  private static func reap(_ pid: pid_t, blocking: Bool) -> Int32? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if result == pid { break }
      if result == -1 && errno == EINTR { continue }
      return result == 0 ? nil : -1
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
    if status & 0x7f == 0 { return (status >> 8) & 0xff }
    return 128 + (status & 0x7f)
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }

  private static func seconds(_ duration: Duration) -> String {
    let seconds = duration.components.seconds
    return seconds == 1 ? "1 second" : "\(seconds) seconds"
  }

  /// The commands running now, for the interrupt handler.
  private enum Live {
    private static let lock = NSLock()
    private nonisolated(unsafe) static var pids: Set<pid_t> = []
    nonisolated(unsafe) static var signalSources: [any DispatchSourceSignal] = []
    private nonisolated(unsafe) static var interrupted = false
    static var isInterrupted: Bool {
      get { lock.withLock { interrupted } }
      set { lock.withLock { interrupted = newValue } }
    }
    static var all: Set<pid_t> { lock.withLock { pids } }
    static func add(_ pid: pid_t) { _ = lock.withLock { pids.insert(pid) } }
    static func remove(_ pid: pid_t) { _ = lock.withLock { pids.remove(pid) } }
  }
}

/// Reads a command's output as it comes, without blocking past a short wait.
private struct OutputReader {
  let fd: Int32
  var data = Data()
  var isAtEnd = false

  mutating func readAvailable(waitingMilliseconds: Int32) {
    guard !isAtEnd else { return }
    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, waitingMilliseconds) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = read(fd, &buffer, buffer.count)
    if count > 0 {
      data.append(contentsOf: buffer[0..<count])
    } else if count == 0 || errno != EINTR {
      isAtEnd = true
    }
  }
}
