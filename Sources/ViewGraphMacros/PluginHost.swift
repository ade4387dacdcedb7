import Foundation

/// The compiler's side of the conversation: each message is an 8-byte little-endian
/// length, then that many bytes of JSON. Every request gets an answer, even one this plugin
/// cannot read: a plugin that exits or crashes turns every file of the build into an error.
struct PluginHost {
  var input: FileHandle = .standardInput
  var output: FileHandle = .standardOutput

  func run() {
    while let request = readMessage() {
      write(Self.respond(to: request))
    }
  }

  /// The answer to one raw request. Pure, so the golden transcripts can replay it.
  static func respond(to request: Data) -> Data {
    let reply: PluginToHostMessage
    do {
      let message = try JSONDecoder().decode(HostToPluginMessage.self, from: request)
      reply = MacroDispatcher.reply(to: message)
    } catch {
      reply = .expandMacroResult(
        expandedSource: nil,
        diagnostics: [
          MacroDiagnostics.unreadableRequest(
            "ViewGraphMacros could not read the compiler's request (\(error)); "
              + "this toolchain may speak a newer plugin protocol than version 7.")
        ])
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(reply)) ?? Data("{}".utf8)
  }

  private func readMessage() -> Data? {
    guard let header = read(count: 8) else { return nil }
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    // A request larger than the compiler would ever send is a broken stream: stop reading.
    guard length <= 1 << 30 else { return nil }
    return read(count: Int(length))
  }

  private func read(count: Int) -> Data? {
    var data = Data()
    while data.count < count {
      guard let chunk = try? input.read(upToCount: count - data.count), !chunk.isEmpty else {
        return nil
      }
      data.append(chunk)
    }
    return data
  }

  private func write(_ payload: Data) {
    var length = UInt64(payload.count).littleEndian
    var framed = Data(bytes: &length, count: 8)
    framed.append(payload)
    try? output.write(contentsOf: framed)
  }
}
