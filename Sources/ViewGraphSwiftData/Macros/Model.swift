/// Makes a class a model a ``ModelContext`` stores: it conforms to ``PersistentModel`` and
/// `Observable`, and each stored property is persisted and observed as `@Observable` would
/// observe it (`@Transient` ones are neither).
///
/// ```swift
/// @Model final class Trip {
///   @Attribute(.unique) var name: String
///   @Relationship(deleteRule: .cascade, inverse: \Sight.trip) var sights: [Sight] = []
///   @Transient var isExpanded = false
///   init(name: String) { self.name = name }
/// }
/// ```
@attached(
  member, names: named(__persistence), named(__inverseRegistration), named(_$observationRegistrar),
  named(__schema), named(__snapshot),
  named(__restore), named(__relationships))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "ViewGraphMacros", type: "ModelMacro")

/// Part of `@Model`'s expansion: a stored property read and written through the model's
/// storage, observed, and reported to its context. Not for direct use.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty() = #externalMacro(module: "ViewGraphMacros", type: "PersistedPropertyMacro")

/// Tells `@Model` how to store a property.
///
/// ```swift
/// @Attribute(.unique) var code: String
/// @Attribute(originalName: "title") var name: String
/// ```
///
/// - Parameters:
///   - options: `.unique` makes an insert of an equal value update the stored model.
///   - originalName: The property's name in an earlier schema.
///   - hashModifier: A hash that tells versions of the property apart.
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "ViewGraphMacros", type: "ModelMarkerMacro")

/// Tells `@Model` how a property that holds other models behaves.
///
/// ```swift
/// @Relationship(deleteRule: .cascade, inverse: \Sight.trip) var sights: [Sight] = []
/// ```
///
/// - Parameters:
///   - options: Options of the relationship.
///   - deleteRule: What deleting the owner does to the models it holds.
///   - minimumModelCount: The fewest models it may hold.
///   - maximumModelCount: The most models it may hold.
///   - originalName: The property's name in an earlier schema.
///   - inverse: The property of the other model that points back; both sides are kept in step.
///   - hashModifier: A hash that tells versions of the property apart.
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "ViewGraphMacros", type: "ModelMarkerMacro")

/// Keeps a property of a model out of the store: it is neither saved nor observed.
///
/// ```swift
/// @Transient var isExpanded = false
/// ```
@attached(peer)
public macro Transient() = #externalMacro(module: "ViewGraphMacros", type: "ModelMarkerMacro")

/// Declares properties whose values together appear once among a model's instances.
///
/// ```swift
/// #Unique<Person>([\.givenName, \.familyName])
/// ```
///
/// - Parameter constraints: Each a set of properties that is unique together.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "ViewGraphMacros", type: "ModelDeclarationMarkerMacro")

/// Declares the store's indexes of a model; accepted, fetches scan memory here.
///
/// ```swift
/// #Index<Trip>([\.name], [\.start, \.end])
/// ```
///
/// - Parameter indices: Each a set of properties indexed together.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
  #externalMacro(module: "ViewGraphMacros", type: "ModelDeclarationMarkerMacro")
