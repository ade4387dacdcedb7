import Foundation

/// Lines on standard error saying what a long run is doing (a large app takes minutes:
/// every round compiles the target again). Off unless the command turns it on, so tests and
/// the report on standard output stay as they are.
enum Progress {
  /// Set once by the command before any work starts.
  nonisolated(unsafe) static var isEnabled = false

  static func note(_ line: String) {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data("viewgraph-compat: \(line)\n".utf8))
  }
}
