import Foundation

/// What a UIKit or AppKit color stand-in is before its alpha: both frameworks' colors are
/// components, a gray level, hue and saturation, or a name (a system, semantic or asset color).
package enum PlatformColorKind: Hashable, Sendable {
  case rgb(Double, Double, Double)
  case white(Double)
  case hsb(Double, Double, Double)
  /// A system, semantic or asset color, by name.
  case named(String)
}

/// How `UIColor` and `NSColor` archive what they are, as their `NSSecureCoding` does on Apple
/// platforms: the kind, its numbers, the alpha and a named color's known components. Secure
/// decoding takes each value by its class, so numbers are kept one by one, not as an array;
/// anything else decodes to nil.
package enum PlatformColorArchive {
  package static func encode(
    _ kind: PlatformColorKind, alpha: Double?, components: [Double]?, with coder: NSCoder
  ) {
    let (tag, values): (String, [Double]) =
      switch kind {
      case .rgb(let red, let green, let blue): ("rgb", [red, green, blue])
      case .white(let white): ("white", [white])
      case .hsb(let hue, let saturation, let brightness): ("hsb", [hue, saturation, brightness])
      case .named: ("named", [])
      }
    coder.encode(tag, forKey: "kind")
    if case .named(let name) = kind { coder.encode(name, forKey: "name") }
    encode(values, coder, "value")
    if let alpha { coder.encode(alpha, forKey: "alpha") }
    encode(components ?? [], coder, "component")
  }

  /// The kind, alpha and components an archive holds; nil when it holds no color.
  package static func decode(
    _ coder: NSCoder
  ) -> (kind: PlatformColorKind, alpha: Double?, components: [Double]?)? {
    guard let tag = coder.decodeObject(of: NSString.self, forKey: "kind") as String? else { return nil }
    let values = numbers(coder, "value")
    let kind: PlatformColorKind
    switch (tag, values.count) {
    case ("rgb", 3): kind = .rgb(values[0], values[1], values[2])
    case ("white", 1): kind = .white(values[0])
    case ("hsb", 3): kind = .hsb(values[0], values[1], values[2])
    case ("named", 0): kind = .named((coder.decodeObject(of: NSString.self, forKey: "name") as String?) ?? "")
    default: return nil
    }
    let alpha = coder.containsValue(forKey: "alpha") ? coder.decodeDouble(forKey: "alpha") : nil
    let components = numbers(coder, "component")
    return (kind, alpha, components.isEmpty ? nil : components)
  }

  private static func encode(_ numbers: [Double], _ coder: NSCoder, _ key: String) {
    coder.encode(numbers.count, forKey: key + "Count")
    for (index, number) in numbers.enumerated() { coder.encode(number, forKey: "\(key)\(index)") }
  }

  /// At most four numbers: no color has more, and a count from other data stays bounded.
  private static func numbers(_ coder: NSCoder, _ key: String) -> [Double] {
    let count = min(max(coder.decodeInteger(forKey: key + "Count"), 0), 4)
    return (0..<count).map { coder.decodeDouble(forKey: "\(key)\($0)") }
  }
}
