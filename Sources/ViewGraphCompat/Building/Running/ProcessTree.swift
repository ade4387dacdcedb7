import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends a command with every process it started: its process group, and on Linux each
/// descendant found through `/proc` (SwiftPM starts the manifest's process in a group of
/// its own, which the command's group does not reach).
enum ProcessTree {
  /// Asks `root`'s group and descendants to terminate, and kills what is left after a
  /// second. With `includingRoot: false`, `root` has exited: its group is what remains.
  static func end(_ root: pid_t, includingRoot: Bool) {
    let targets = descendants(of: root) + (includingRoot ? [root] : [])
    send(SIGTERM, to: targets, group: root)
    if waitUntilGone(targets) { return }
    send(SIGKILL, to: Array(Set(targets + descendants(of: root))), group: root)
  }

  private static func send(_ signalNumber: Int32, to pids: [pid_t], group root: pid_t) {
    kill(-root, signalNumber)
    for pid in pids {
      let group = getpgid(pid)
      if group > 1 && group != getpgrp() { kill(-group, signalNumber) }
      kill(pid, signalNumber)
    }
  }

  /// Waits up to a second for `pids` to exit; true when they did. One that exited but is
  /// not reaped yet (the tool's own child, a zombie) counts as gone.
  private static func waitUntilGone(_ pids: [pid_t]) -> Bool {
    let deadline = ContinuousClock.now + .seconds(1)
    while ContinuousClock.now < deadline {
      if !pids.contains(where: { kill($0, 0) == 0 && !isZombie($0) }) { return true }
      usleep(20_000)
    }
    return false
  }

  /// The processes below `root`, children before grandchildren; empty where there is no
  /// `/proc`.
  static func descendants(of root: pid_t) -> [pid_t] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    var children: [pid_t: [pid_t]] = [:]
    for entry in entries {
      guard let pid = pid_t(entry), let parent = parent(of: pid) else { continue }
      children[parent, default: []].append(pid)
    }
    var found: [pid_t] = []
    var queue = children[root] ?? []
    while !queue.isEmpty {
      let pid = queue.removeFirst()
      found.append(pid)
      queue += children[pid] ?? []
    }
    return found
  }

  /// The parent in `/proc/<pid>/stat`: the fourth field, after the command name's `)`.
  private static func parent(of pid: pid_t) -> pid_t? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? pid_t(fields[1]) : nil
  }

  private static func isZombie(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
  }
}
