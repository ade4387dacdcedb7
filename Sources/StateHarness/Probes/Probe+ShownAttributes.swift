import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// What a view shows beyond its text, under ViewInspector's names: the values SwiftUI
// resolves for it, so an inherited `.font(_:)` or `.foregroundStyle(_:)` set on a container
// is the one its texts read, unless a nearer one overrides it (S300, S301).

extension Probe {
  /// The font the view's text is shown in: a `Text`'s own `.font(_:)`, else the nearest
  /// `.font(_:)` on a view containing it (S300); nil for the system's default (body) font.
  ///
  /// ```swift
  /// // VStack { Text("Title").font(.title); Text("Body") }.font(.footnote)
  /// #expect(harness.find(text: "Title")?.font == .title)
  /// #expect(harness.find(text: "Body")?.font == .footnote)
  /// ```
  public var font: Font? { readShown("font") { $0.shownFont } }

  /// The color the view's foreground is drawn in, when its foreground style is a `Color`:
  /// its own `.foregroundStyle(_:)` or `.foregroundColor(_:)`, else the nearest one on a
  /// view containing it (S301). Nil when none is set (the primary style) or the style is
  /// not a color; read those with ``foregroundStyle(_:sourceLocation:)``.
  ///
  /// ```swift
  /// #expect(harness.find(text: "Name is required")?.foregroundColor == .red)
  /// ```
  public var foregroundColor: Color? {
    readShown("foregroundColor") { $0.shownForegroundStyle?.base as? Color }
  }

  /// The view's foreground style as a `S` (S301): `HierarchicalShapeStyle.secondary`, a
  /// gradient, a `Color`. Nil when none is set; records an issue, and returns nil, when
  /// the style is of another type.
  ///
  /// ```swift
  /// #expect(harness.find(text: "Updated 5 min ago")?.foregroundStyle(HierarchicalShapeStyle.self) == .secondary)
  /// ```
  public func foregroundStyle<S: ShapeStyle>(
    _ styleType: S.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> S? {
    let probe = mounted
    let style = readShown("foregroundStyle(\(S.self).self)", at: sourceLocation) {
      $0.shownForegroundStyle?.base
    }
    guard let style else { return nil }
    if let typed = style as? S { return typed }
    probe.report(
      HarnessFailure(
        headline:
          "foregroundStyle(\(S.self).self): \(probe.label) is drawn in a \(type(of: style)), not a \(S.self)",
        evidence: ["foreground style: \(style)"],
        fix: "ask for foregroundStyle(\(type(of: style)).self), or foregroundColor for a Color."),
      sourceLocation)
    return nil
  }

  /// Whether the view is hidden: a `.hidden()` on it or on a view containing it hides it
  /// (S81). A hidden view is mounted and keeps its state, but is not seen or tapped.
  ///
  /// ```swift
  /// #expect(harness.find(text: "Name is required")?.isHidden == true)
  /// ```
  public var isHidden: Bool { readShown("isHidden") { $0.isHidden } ?? false }

  /// The view's opacity: the product of the `.opacity(_:)` values on it and on the views
  /// containing it, up to the screen or presentation it is in; 1 when there are none.
  ///
  /// ```swift
  /// #expect(harness.find(button: "Next")?.opacity == 0.5)
  /// ```
  public var opacity: Double {
    readShown("opacity") { node in
      var product = 1.0
      var current: Node? = node
      while let each = current {
        if each.recordedModifier?.name == "opacity",
          let value = Double(each.recordedModifier?.arguments ?? "")
        {
          product *= value
        }
        if case .attached(let slot) = each.component, slot.isPresentation { break }
        current = each.parent
      }
      return product
    } ?? 1
  }

  /// The `.accessibilityHint(_:)` applied to the view.
  ///
  /// ```swift
  /// #expect(harness.find(button: "Delete")?.accessibilityHint == "Removes the trip")
  /// ```
  public var accessibilityHint: String? {
    readShown("accessibilityHint") { $0.recordedArguments(of: "accessibilityHint") }
  }

  /// The `.accessibilityValue(_:)` applied to the view.
  ///
  /// ```swift
  /// #expect(harness.find(viewWithAccessibilityIdentifier: "volume")?.accessibilityValue == "60%")
  /// ```
  public var accessibilityValue: String? {
    readShown("accessibilityValue") { $0.recordedArguments(of: "accessibilityValue") }
  }

  /// The name of the image the view is (`Image("logo")`, `Image(systemName: "star")`), or
  /// for a control, of the first image in its label.
  ///
  /// ```swift
  /// #expect(harness.find(button: "Favorite")?.imageName == "star.fill")
  /// ```
  public var imageName: String? { readShown("imageName") { shownImage(of: $0)?.name } }

  /// Whether the view's image (``imageName``) is an SF Symbol, made with
  /// `Image(systemName:)`; false for an asset image or no image.
  public var isSystemImage: Bool { readShown("isSystemImage") { shownImage(of: $0)?.isSystemImage } ?? false }

  /// The navigation title the view sets: a `.navigationTitle(_:)` on it or on a view inside
  /// it (not one in a screen it pushes or presents). Records an issue, and returns nil, when
  /// views inside set different titles: which one a stack shows is not read here.
  ///
  /// ```swift
  /// #expect(harness.find(SettingsScreen.self)?.navigationTitle == "Settings")
  /// ```
  public var navigationTitle: String? {
    let probe = mounted
    let titles = readShown("navigationTitle") { node -> [String]? in
      if let own = node.recordedArguments(of: "navigationTitle") { return [own] }
      return navigationTitles(inside: node)
    }
    guard let titles, let first = titles.first else { return nil }
    guard titles.count == 1 else {
      probe.report(
        HarnessFailure(
          headline:
            "navigationTitle: \(probe.label) holds \(titles.count) navigation titles; which one shows is a guess",
          evidence: titles.prefix(10).map { "navigationTitle: \"\($0)\"" },
          fix: "ask a view inside that sets one (the screen or tab shown)."),
        probe.sourceLocation)
      return nil
    }
    return first
  }

  /// Reads `body` on the probe's node after pending updates; records that the view left
  /// the tree, at the query that found it or at `location`, and returns nil.
  func readShown<T>(_ call: String, at location: SourceLocation? = nil, _ body: (Node) -> T?) -> T? {
    let probe = mounted
    return probe.harness.operation(location ?? probe.sourceLocation) {
      guard probe.node.isMounted else {
        probe.reportLeft(asking: call, at: location)
        return nil
      }
      return body(probe.node)
    }
  }
}

/// The image `node` is, or the first in its control's label.
@MainActor
private func shownImage(of node: Node) -> Image? {
  if let image = node.value as? Image { return image }
  guard node.control != nil else { return nil }
  return node.descendants.dropFirst().lazy.compactMap { $0.value as? Image }.first
}

/// The distinct navigation titles set inside `node`, in tree order, outside attached content.
@MainActor
private func navigationTitles(inside node: Node) -> [String] {
  var titles: [String] = []
  var stack = Array(node.children.reversed())
  while let each = stack.popLast() {
    if case .attached = each.component { continue }
    if let recorded = each.recordedModifier, recorded.name == "navigationTitle",
      !titles.contains(recorded.arguments)
    {
      titles.append(recorded.arguments)
    }
    stack += each.children.reversed()
  }
  return titles
}

extension ControlProbe where Kind == ControlKinds.Link {
  /// The URL the link opens.
  ///
  /// ```swift
  /// #expect(harness.find(link: "Privacy policy")?.url == URL(string: "https://example.com/privacy"))
  /// ```
  public var url: URL? {
    read("url") { control in
      if case .tap(let tap) = control.interaction { return tap.url }
      return nil
    }
  }
}
