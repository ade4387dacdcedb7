import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

extension HorizontalAlignment {
  private enum ControlAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context[HorizontalAlignment.center]
    }
  }

  fileprivate static let controlAlignment = HorizontalAlignment(ControlAlignment.self)
}

private enum BottomAvatarAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

extension VerticalAlignment {
  fileprivate static let bottomAvatar = VerticalAlignment(BottomAvatarAlignment.self)
}

/// A route model builds its transition outside any view, as Swiftfin's does.
private struct Route: Hashable {
  let id: Int
  nonisolated func transition(in namespace: Namespace.ID) -> some NavigationTransition {
    .zoom(sourceID: id, in: namespace)
  }
}

private struct FormLabelled: View {
  @State private var password = ""
  @State private var isFavorited = false
  @Namespace private var namespace
  var body: some View {
    VStack(alignment: .controlAlignment) {
      HStack(alignment: .bottomAvatar) {
        Text("Name").alignmentGuide(.controlAlignment) { $0[.leading] }
        Text("Avatar").alignmentGuide(.bottomAvatar) { $0[.bottom] }
      }
      .alignmentGuide(.leading) { $0[.controlAlignment] }
      SecureField(text: $password, prompt: Text("Required")) { Text("Password") }
      Button("Favorite") { isFavorited.toggle() }
        .buttonStyle(isFavorited ? .glass(.regular) : .glass)
      Button("Clear") {}.buttonStyle(GlassButtonStyle(.clear))
      Circle()
        .fill(isFavorited ? Color.primary : Color.clear)
        .strokeBorder(Color.primary, lineWidth: 2)
      Canvas { context, size in
        context.addFilter(.alphaThreshold(min: 0.5, max: 1, color: .white))
        context.addFilter(.blur(radius: 10))
        context.drawLayer { layer in
          if let capsule = layer.resolveSymbol(id: "Capsule") {
            layer.draw(capsule, at: CGPoint(x: size.width / 2, y: size.height / 2))
          }
        }
      } symbols: {
        Capsule().frame(width: 40, height: 10).tag("Capsule")
      }
      Text("Detail").navigationTransition(Route(id: 1).transition(in: namespace))
      Text("Faded").navigationTransition(.crossFade)
      Text("Glass")
        .accessibilityHint(String("Opens the session"))
        .padding()
        .background(ConcentricRectangle(corners: .concentric(minimum: 16), isUniform: true).fill(.blue))
        .clipShape(.rect(corners: .fixed(8)))
        .transition(AsymmetricTransition(insertion: .identity, removal: .opacity))
      DonutSlice().stroke(Color.red, lineWidth: 4)
      ZStack(alignment: .trailingLastTextBaseline) {
        Text("A long text")
        Text("more")
      }
    }
    .toolbar {
      #if os(iOS)
        EditButton()
      #endif
    }
  }
}

/// A chart's slice, drawn as TelemetryViewer's donut chart draws it.
private struct DonutSlice: Shape {
  nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    path.addRelativeArc(
      center: center, radius: rect.width / 2, startAngle: .degrees(-90), delta: .degrees(120))
    return path
  }
}

@MainActor
@Suite("Corpus screen: a labelled form with custom alignments and glass (measure10, measure11)")
struct FormLabelledTests {
  @Test("custom alignments, a labelled SecureField, glass(_:), strokeBorder after fill, canvas symbols")
  func formLabelled() {
    let host = mount(FormLabelled())
    #expect(host.texts.contains("Name"))
    host.setInput("Password", "secret")
    #expect(host.view(FormLabelled.self) != nil)
    host.press("Favorite")
    #expect(host.control("Password") != nil)
  }
}
