@_spi(Reflection) import Swift

/// How a key path is named in messages and maps, said once: `Store.count` for a change,
/// `\.count` for a binding's path, `\.theme` for an environment entry.
///
/// The first choice is the key path's own description. Linux prints key paths to computed
/// properties without their names (`\Store.<computed 0x… (Int)>`), and `@Observable` makes
/// every stored property computed, so the name then comes from the backing `_count` field
/// that has the value's type: one field of that type names it; several are told apart by the
/// value when there is one; else the name says what is known (`<Int property>`).
enum KeyPathNaming {
  /// `Store.count`: the property of a type an `@Observable` change is about.
  static func observedProperty(_ keyPath: AnyKeyPath) -> String {
    let root = type(of: keyPath).rootType
    if let written = written(keyPath) { return String(written.dropFirst()) }
    let value = type(of: keyPath).valueType
    let fields = backingFields(of: root, valueType: value)
    return "\(shortTypeName(root))." + (fields.count == 1 ? fields[0] : "<\(value) property>")
  }

  /// `\.notificationsEnabled`: the path a binding takes into `root`, a value or an object.
  static func path(_ keyPath: AnyKeyPath, in root: Any) -> String {
    if let written = written(keyPath), let dot = written.firstIndex(of: ".") {
      return "\\" + written[dot...]
    }
    let valueType = type(of: keyPath).valueType
    let fields = Mirror(reflecting: root).children.compactMap { child in
      child.label.flatMap { backingName($0) }.map { (name: $0, value: child.value) }
    }
    .filter { type(of: $0.value) == valueType }
    if fields.count == 1 { return "\\." + fields[0].name }
    if let value = root[keyPath: keyPath] {
      let shown = String(describing: value)
      let matching = fields.filter { String(describing: $0.value) == shown }
      if matching.count == 1 { return "\\." + matching[0].name }
    }
    return "\\.<\(valueType) property>"
  }

  /// `\.theme`: the environment entry a key path reads, named after the key it reads
  /// (`ThemeKey`) when its description does not name it.
  static func environmentEntry<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> String {
    if let written = written(keyPath), let dot = written.firstIndex(of: ".") {
      return "\\" + written[dot...]
    }
    let recorder = KeyRecorder()
    _ = EnvironmentValues.probe(recording: recorder)[keyPath: keyPath]
    guard let key = recorder.keys.first else { return "\(keyPath)" }
    var name = String(describing: key)
    if name.hasSuffix("Key") && name.count > 3 { name.removeLast(3) }
    if let first = name.first, first != "_" { name = first.lowercased() + name.dropFirst() }
    return "\\." + name
  }

  /// The key path's description (`\Store.count`) when it names every component.
  private static func written(_ keyPath: AnyKeyPath) -> String? {
    let written = "\(keyPath)"
    return written.contains("<computed") || !written.hasPrefix("\\") ? nil : written
  }

  /// `count` for the backing field `_count` of an `@Observable` property; nil for other
  /// fields (and for `_$observationRegistrar`).
  private static func backingName(_ field: String) -> String? {
    field.hasPrefix("_") && !field.hasPrefix("_$") ? String(field.dropFirst()) : nil
  }

  /// The properties of `root` whose backing field has type `valueType`.
  private static func backingFields(of root: Any.Type, valueType: Any.Type) -> [String] {
    var names: [String] = []
    // 1 << 0: `_EachFieldOptions.classType`, whose static member is not concurrency-safe.
    _ = _forEachField(of: root, options: _EachFieldOptions(rawValue: 1 << 0)) { name, _, type, _ in
      if type == valueType, let property = backingName(String(cString: name)) { names.append(property) }
      return true
    }
    return names
  }
}
