import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// One control of each shape, and a view that is none.
private struct EveryShape: View {
  @State private var isOn = false
  @State private var text = ""
  @State private var count = 0
  @State private var level = 0.5
  @State private var flavour = "Vanilla"
  @State private var day = Date(timeIntervalSince1970: 0)
  @State private var color = Color.red
  @State private var days: Set<DateComponents> = []
  var body: some View {
    VStack {
      Text("Plain text")
      Button("Button") {}
      Toggle("Toggle", isOn: $isOn)
      TextField("TextField", text: $text)
      Stepper("Stepper", value: $count)
      Slider(value: $level) { Text("Slider") }
      Picker("Picker", selection: $flavour) { Text("Vanilla").tag("Vanilla") }
      DatePicker("DatePicker", selection: $day)
      ColorPicker("ColorPicker", selection: $color)
      MultiDatePicker("MultiDatePicker", selection: $days)
      ShareLink("ShareLink", item: "shared")
      Link("Link", destination: URL(string: "https://example.com")!)
      TextFieldLink("TextFieldLink") { text = $0 }
    }
    .disabled(isOn)
  }
}

@MainActor
@Suite("Control")
struct ControlTests {
  private static let shapes: [(kind: Control.Kind, writesABinding: Bool)] = [
    (.button, false), (.toggle, true), (.textField, true), (.stepper, true), (.slider, true),
    (.picker, true), (.datePicker, true), (.colorPicker, true), (.multiDatePicker, true),
    (.shareLink, false), (.link, false), (.textFieldLink, false),
  ]

  @Test("a kind is named as a user sees the control")
  func kindNames() {
    #expect(Control.Kind.textField.description == "TextField")
    #expect(Control.Kind.multiDatePicker.description == "MultiDatePicker")
    #expect("\(Control.Kind.navigationLink)" == "NavigationLink")
  }

  @Test("each control answers exactly one shape; a control of actions writes no binding")
  func oneShapeEach() throws {
    let host = mount(EveryShape())
    for (kind, writesABinding) in Self.shapes {
      let control = try #require(host.control(kind.rawValue), "no \(kind)")
      #expect(control.kind == kind)
      let shapes: [Any?] = [
        control.tap, control.isOn, control.textInput, control.steps, control.slider, control.selection,
        control.color, control.datePicker, control.multiDatePicker, control.sharedItems,
        control.submission,
      ]
      #expect(shapes.compactMap { $0 }.count == 1, "\(kind) answers \(shapes.compactMap { $0 }.count) shapes")
      #expect((control.binding != nil) == writesABinding, "\(kind)")
    }
  }

  @Test("a view that is no control has no control and no title")
  func plainViewIsNoControl() throws {
    let host = mount(EveryShape())
    let text = try #require(host.root.descendants.first { $0.text == "Plain text" })
    #expect(text.control == nil)
    #expect(text.controlTitle == nil)
  }

  @Test("S81: a control below .disabled(true) says so; the binding it writes says where it writes")
  func disabledAndSource() throws {
    let host = mount(EveryShape())
    #expect(host.controlNode("Button")?.isDisabled == false)
    host.tap("Toggle")
    #expect(host.controlNode("Button")?.isDisabled == true)
    let binding = try #require(host.control("Toggle")?.binding)
    #expect(binding.currentValue as? Bool == true)
    #expect(binding.sourceDescription.hasSuffix("isOn"))
  }
}
