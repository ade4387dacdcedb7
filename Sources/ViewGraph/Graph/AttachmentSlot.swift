/// Where content attached to a view (presented, pushed, layered or added beside it) sits
/// in the view's identity: one case per kind of attachment, so a sheet and an alert on the
/// same view, or two pushed screens, are different identities — and the numbering lives in
/// one place.
///
/// ```swift
/// let sheet = host.root.descendants.first { $0.component == .attached(.sheet) }
/// ```
@_spi(Inspection)
public enum AttachmentSlot: Hashable, Sendable, CustomStringConvertible {
  /// `.sheet(isPresented:)` and `.sheet(item:)`.
  case sheet
  /// `.fullScreenCover(isPresented:)`.
  case fullScreenCover
  /// `.popover(isPresented:)`.
  case popover
  /// `.alert(_:isPresented:)`.
  case alert
  /// `.confirmationDialog(_:isPresented:)`.
  case confirmationDialog
  /// `.navigationDestination(isPresented:)`.
  case navigationDestination
  /// The screen a `NavigationStack` shows at `depth` of its path (0 is the first push),
  /// for the path element there: a new element at a depth is a new screen (S96).
  case pushed(PathElement)
  /// The label given with `.tabItem { … }`.
  case tabItem
  /// The items of `.toolbar { … }`.
  case toolbar
  /// A view layered behind with `.background { … }`.
  case background
  /// A view layered in front with `.overlay { … }`.
  case overlay
  /// The search field of `.searchable(text:)`.
  case search
  /// The menu of `.contextMenu { … }`.
  case contextMenu
  /// The buttons of `.swipeActions { … }`.
  case swipeActions
  /// The content of `.inspector(isPresented:)`, while it is presented.
  case inspector
  /// The view of `.tabViewBottomAccessory { … }`.
  case bottomAccessory
  /// The header, footer or bottom bar of a tab view's sidebar (`.tabViewSidebarHeader { … }`).
  case tabViewSidebar

  /// Whether this is a screen a `NavigationStack` pushed.
  public var isPushed: Bool {
    if case .pushed = self { true } else { false }
  }

  public var description: String {
    switch self {
    case .pushed(let element): "pushed \(element.depth)"
    case .sheet: "sheet"
    case .fullScreenCover: "fullScreenCover"
    case .popover: "popover"
    case .alert: "alert"
    case .confirmationDialog: "confirmationDialog"
    case .navigationDestination: "navigationDestination"
    case .tabItem: "tabItem"
    case .toolbar: "toolbar"
    case .background: "background"
    case .overlay: "overlay"
    case .search: "search"
    case .contextMenu: "contextMenu"
    case .swipeActions: "swipeActions"
    case .inspector: "inspector"
    case .bottomAccessory: "bottomAccessory"
    case .tabViewSidebar: "tabViewSidebar"
    }
  }
}

/// A navigation path element, as part of a pushed screen's identity.
///
/// Path elements are the values an app appends (`Hashable` values, `NavigationLink`
/// destinations): the graph only compares them, on the main actor.
///
/// A class holding the depth too, compared by value: every node's identity holds an
/// ``AttachmentSlot``, and a payload wider than one word would make each of them, in every
/// row of every list, larger.
@_spi(Inspection)
public final class PathElement: Hashable, @unchecked Sendable {
  /// The screen's depth in the stack: 0 is the first push.
  public let depth: Int
  let value: AnyHashable
  init(depth: Int, _ value: AnyHashable) {
    self.depth = depth
    self.value = value
  }

  public static func == (lhs: PathElement, rhs: PathElement) -> Bool {
    lhs.depth == rhs.depth && lhs.value == rhs.value
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(depth)
    hasher.combine(value)
  }
}
