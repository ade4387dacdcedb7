@_spi(Reflection) import Swift

/// How a node lists its view's stored properties (``Node/properties``), made once per view
/// type: each field's name and how to read it at its offset, in declaration order, as
/// `Mirror` lists a struct's children. A mirror costs each listing tens of thousands of
/// instructions (made, then its children walked), and a rule lists a view's properties
/// several times per test.
///
/// `fields` is nil where a mirror must list them: a stand-in (an app's node shows the
/// app's properties), a type with a mirror of its own, anything but a struct, and a struct
/// with a `weak` or `unowned` field, whose storage is not a value of the field's type. The
/// runtime's key-path walk leaves those out (and closures, which are values): a struct is
/// read field by field only when that walk reaches every field but its closures.
struct PropertyLayout {
  struct Field {
    /// The property's name, without the `_` of a wrapper's storage.
    let name: String
    /// The field's value, read from the view at the given address.
    let read: (UnsafeRawPointer) -> Any
  }

  let fields: [Field]?

  init<V>(of _: V.Type) {
    guard metadataKind(of: V.self) == .struct, !(V.self is any StandInView.Type),
      !(V.self is any CustomReflectable.Type)
    else {
      fields = nil
      return
    }
    let all = storedFields(of: V.self)
    // `_EachFieldOptions.ignoreUnknown`, spelled by value: the static is not concurrency-safe.
    var strong: [String] = []
    _ = _forEachFieldWithKeyPath(of: V.self, options: _EachFieldOptions(rawValue: 1 << 1)) { name, _ in
      strong.append(String(cString: name))
      return true
    }
    guard all.filter({ $0.kind != .function }).map(\.name) == strong else {
      fields = nil
      return
    }
    fields = all.map { field in
      func reader<F>(_: F.Type) -> (UnsafeRawPointer) -> Any {
        let offset = field.offset
        return { ($0 + offset).assumingMemoryBound(to: F.self).pointee }
      }
      let name = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
      return Field(name: name, read: _openExistential(field.type, do: reader))
    }
  }
}
