/// Creates a property that reads and writes a value the graph manages, as `@State` does
/// when you build with Xcode 27: the macro writes the `State<Value>` storage `_name` and the
/// binding `$name` beside the property. A property with no initial value can be set in an
/// initialiser (S57):
///
/// ```swift
/// struct NameEditor: View {
///   @State private var name: String
///   init(name: String) { self.name = name }   // installs `name` as the initial value
///   var body: some View { TextField("Name", text: $name) }
/// }
/// ```
///
/// `State<Value>` stays the property wrapper type, so `_name = State(initialValue: v)`
/// compiles, and `.lazy` ``StateInitialization`` evaluates a `private` property's initial
/// value once per identity.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`), prefixed(__), prefixed(`$`))
public macro State() = #externalMacro(module: "ViewGraphMacros", type: "StateMacro")

/// `@State(initialValue: v) var x: T`: state whose initial value is written in the attribute.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`), prefixed(__), prefixed(`$`))
public macro State<Value>(initialValue: Value) =
  #externalMacro(module: "ViewGraphMacros", type: "StateMacro")

/// `@State(wrappedValue: v) var x: T`: state whose initial value is written in the attribute.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`), prefixed(__), prefixed(`$`))
public macro State<Value>(wrappedValue: Value) =
  #externalMacro(module: "ViewGraphMacros", type: "StateMacro")

/// Part of `@State`'s expansion: turns `$x`'s type-giving initialiser into a getter, so an
/// untyped `@State var x = value` gets a `$x` of the right type. Not for direct use.
@attached(accessor, names: named(get))
public macro _StateProjection() =
  #externalMacro(module: "ViewGraphMacros", type: "StateProjectionMacro")

extension State {
  /// The type of `$x` for a `@State var x`, named through `State` so that a view declaring a
  /// `Binding` of its own (as `FocusState` does) still gets SwiftUI's. Not for direct use.
  public typealias _Projection = Binding<Value>
}
