import Foundation
import Testing

/// ViewGraph's macro plugin spoken to as the compiler speaks to it: its executable, built
/// beside this test bundle, reads length-prefixed JSON requests on stdin.
@Suite("Macro plugin: transcripts and malformed input", .serialized, .timeLimit(.minutes(1)))
struct MacroPluginTests {
  static let plugin: URL? = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("ViewGraphMacros-tool")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }()

  /// Sends `frames` (already framed) and returns every reply, in order.
  func exchange(_ frames: Data) throws -> [String] {
    let plugin = try #require(Self.plugin, "ViewGraphMacros-tool is built beside the tests")
    let process = Process()
    process.executableURL = plugin
    // The requests come from a file, not a pipe written here: the plugin answers while it
    // reads, and a long run's answers would fill the output pipe while this thread is
    // still blocked writing the input (a deadlock, not a plugin hang).
    let requests = FileManager.default.temporaryDirectory.appendingPathComponent(
      "macro-requests-\(UUID().uuidString)")
    try frames.write(to: requests)
    defer { try? FileManager.default.removeItem(at: requests) }
    let input = try FileHandle(forReadingFrom: requests)
    defer { try? input.close() }
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "the plugin exits cleanly when the compiler closes stdin")
    var replies: [String] = []
    var offset = 0
    while offset + 8 <= data.count {
      let length = data[offset..<offset + 8].withUnsafeBytes {
        Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)))
      }
      offset += 8
      replies.append(String(decoding: data[offset..<min(data.count, offset + length)], as: UTF8.self))
      offset += length
    }
    return replies
  }

  func frame(_ json: String) -> Data {
    var length = UInt64(json.utf8.count).littleEndian
    var data = Data(bytes: &length, count: 8)
    data.append(Data(json.utf8))
    return data
  }

  func attached(
    _ type: String, _ role: String, attribute: String, declaration: String, context: String? = nil
  ) -> String {
    let location =
      #"{"column":3,"fileID":"App/Screen.swift","fileName":"/app/Screen.swift","line":4,"offset":52}"#
    let lexical =
      context.map {
        #","lexicalContext":[{"kind":"declaration","source":\#(quoted($0)),"location":\#(location)}]"#
      } ?? ""
    return
      #"{"expandAttachedMacro":{"macro":{"moduleName":"ViewGraph","typeName":"\#(type)","name":"X"},"macroRole":"\#(role)","discriminator":"$s3App6ScreenV5count5StatefMa_","attributeSyntax":{"kind":"attribute","source":\#(quoted(attribute)),"location":\#(location)},"declSyntax":{"kind":"declaration","source":\#(quoted(declaration)),"location":\#(location)}\#(lexical)}}"#
  }

  func quoted(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
  }

  @Test("capability: protocol version 7")
  func capability() throws {
    #expect(
      try exchange(frame(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#))
        == [#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#])
  }

  @Test("S57: @State with no value gets an init accessor; with a value, a lazy State(wrappedValue:)")
  func stateTranscript() throws {
    let replies = try exchange(
      frame(
        attached(
          "StateMacro", "accessor", attribute: "@State", declaration: "@State private var name: String"))
        + frame(
          attached("StateMacro", "peer", attribute: "@State", declaration: "@State private var name: String"))
        + frame(
          attached(
            "StateMacro", "peer", attribute: "@State", declaration: "@State private var model = Model(id: 1)")
        )
    )
    #expect(
      replies == [
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"@storageRestrictions(initializes: _name)\ninit(initialValue) {\n  _name = State(initialValue: initialValue)\n}\nget {\n  _name.wrappedValue\n}\nnonmutating set {\n  _name.wrappedValue = newValue\n}"}}"#,
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"var _name: State<String>\nprivate var $name: State<String>._Projection {\n  _name.projectedValue\n}"}}"#,
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"var _model = _PrivateState(State(wrappedValue: Model(id: 1)))\n@_StateProjection private var $model = State(wrappedValue: Model(id: 1)).projectedValue"}}"#,
      ])
  }

  @Test("a static @State (a PreviewProvider's) expands to static storage and a plain setter")
  func staticStateTranscript() throws {
    let declaration = "@State static var progress: Double = 0"
    let replies = try exchange(
      frame(attached("StateMacro", "accessor", attribute: "@State", declaration: declaration))
        + frame(attached("StateMacro", "peer", attribute: "@State", declaration: declaration)))
    #expect(
      replies == [
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"get {\n  _progress.wrappedValue\n}\nset {\n  _progress.wrappedValue = newValue\n}"}}"#,
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"static let _progress = State<Double>(wrappedValue: 0)\nstatic var $progress: State<Double>._Projection {\n  _progress.projectedValue\n}"}}"#,
      ])
  }

  @Test("a generic type's commas are not a second binding (VibeMeter's `Task<Void, Never>?`)")
  func genericArgumentsAreOneBinding() throws {
    let optional = "@State private var updateTask: Task<Void, Never>?"
    let dictionary = "@State private var counts = Dictionary<String, Int>()"
    let replies = try exchange(
      frame(attached("StateMacro", "peer", attribute: "@State", declaration: optional))
        + frame(attached("StateMacro", "peer", attribute: "@State", declaration: dictionary)))
    #expect(
      replies == [
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"var _updateTask = State<Task<Void, Never>?>(wrappedValue: nil)\nprivate var $updateTask: State<Task<Void, Never>?>._Projection {\n  _updateTask.projectedValue\n}"}}"#,
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"var _counts = State<Dictionary<String, Int>>(wrappedValue: Dictionary<String, Int>())\nprivate var $counts: State<Dictionary<String, Int>>._Projection {\n  _counts.projectedValue\n}"}}"#,
      ])
  }

  @Test("S174: a @State's willSet/didSet run inside the setter the macro writes")
  func observersTranscript() throws {
    let declaration = "@State var count = 0 {\n  willSet { log(newValue) }\n  didSet(old) { log(old) }\n}"
    let replies = try exchange(
      frame(attached("StateMacro", "accessor", attribute: "@State", declaration: declaration)))
    #expect(
      replies == [
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"@storageRestrictions(initializes: _count)\ninit(initialValue) {\n  _count = State(initialValue: initialValue)\n}\nget {\n  _count.wrappedValue\n}\nnonmutating set {\n  let old = _count.wrappedValue\n  _ = { (newValue) in log(newValue) }(newValue)\n  _count.wrappedValue = newValue\n  _ = { (old) in log(old) }(old)\n}"}}"#
      ])
  }

  @Test("@Entry: accessors through a private key; FocusedValues keys carry the wrapped type")
  func entryTranscript() throws {
    let replies = try exchange(
      frame(
        attached(
          "EntryMacro", "peer", attribute: "@Entry", declaration: "@Entry var accent: String = \"blue\"",
          context: "extension EnvironmentValues {}"))
        + frame(
          attached(
            "EntryMacro", "peer", attribute: "@Entry", declaration: "@Entry var note: Binding<Note>?",
            context: "extension FocusedValues {}"))
        + frame(
          attached(
            "EntryMacro", "accessor", attribute: "@Entry", declaration: "@Entry var isUndo = false",
            context: "extension Transaction {}")))
    #expect(
      replies == [
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"private struct __Key_accent: EnvironmentKey {\n  static var defaultValue: String {\n    \"blue\"\n  }\n}"}}"#,
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"private struct __Key_note: FocusedValueKey {\n  typealias Value = Binding<Note>\n}"}}"#,
        #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"get {\n  self[__Key_isUndo.self]\n}\nset {\n  self[__Key_isUndo.self] = newValue\n}"}}"#,
      ])
  }

  @Test(
    "misuse is a diagnostic at the declaration, never a crash",
    arguments: [
      (
        "StateMacro", "@State let count = 0",
        "@State requires 'var', not 'let'\n  found: @State let count = 0\n  Fix: write '@State private var count'."
      ),
      (
        "StateMacro", "@State var a = 1, b = 2",
        "@State applies to one variable at a time\n  found: @State var a = 1, b = 2\n  Fix: declare each state property on its own line."
      ),
      (
        "StateMacro", "@State var count",
        "@State needs a type or an initial value\n  found: @State var count\n  Fix: write '@State private var count: <Type>' or give it a value."
      ),
      (
        "StateMacro", "@State static var count: Int",
        "a static @State needs an initial value\n  found: @State static var count: Int\n  Fix: give it a value, or make it an instance property of the view."
      ),
      (
        "EntryMacro", "@Entry var count: Int",
        "@Entry needs a default value\n  found: @Entry var count: Int\n  Fix: write '@Entry var count: Int = <default>'."
      ),
      (
        "EntryMacro", "@Entry let count = 1",
        "'@Entry' can only be applied to a 'var' declaration\n  found: @Entry let count = 1\n  Fix: replace 'let' with 'var'."
      ),
    ])
  func misuse(type: String, declaration: String, message: String) throws {
    let replies = try exchange(frame(attached(type, "peer", attribute: "@X", declaration: declaration)))
    let reply = try #require(replies.first)
    let decoded = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]
    let result = decoded?["expandMacroResult"] as? [String: Any]
    let diagnostics = result?["diagnostics"] as? [[String: Any]]
    #expect(diagnostics?.count == 1)
    #expect(diagnostics?.first?["message"] as? String == message)
    #expect(diagnostics?.first?["severity"] as? String == "error")
    #expect(
      (diagnostics?.first?["position"] as? [String: Any])?["offset"] as? Int == 52,
      "at the user's declaration")
  }

  @Test("S72: a @Previewable declaration whose attributes stand on a line of their own (VibeMeter)")
  func previewableAttributesOnTheirOwnLine() throws {
    let source = "#Preview {\n  @Previewable @State\n  var on = true\n  Text(on ? \"on\" : \"off\")\n}"
    let replies = try exchange(
      frame(
        #"{"expandFreestandingMacro":{"macro":{"moduleName":"ViewGraph","typeName":"PreviewMacro","name":"Preview"},"discriminator":"d","syntax":{"kind":"declaration","source":\#(quoted(source)),"location":{"column":1,"fileID":"A/B.swift","fileName":"/B.swift","line":1,"offset":0}}}}"#
      ))
    let reply = try #require(replies.first)
    #expect(reply.contains(#""diagnostics":[]"#), "\(reply)")
    // The whole declaration is the preview view's property; the body is what follows it.
    #expect(reply.contains(#"@State\n    var on = true\n  var body: some View"#), "\(reply)")
    #expect(!reply.contains(#"@State\n  var body"#), "\(reply)")
  }

  @Test("@Previewable outside a #Preview body is a diagnostic; inside one it expands to nothing")
  func previewableOutsidePreview() throws {
    let replies = try exchange(
      frame(
        attached(
          "PreviewableMacro", "peer", attribute: "@Previewable",
          declaration: "@Previewable @State var on = true", context: "struct Screen: View {}"))
        + frame(
          attached(
            "PreviewableMacro", "peer", attribute: "@Previewable",
            declaration: "@Previewable @State var on = true", context: "#Preview { }")))
    #expect(replies.count == 2)
    #expect(
      replies.first?.contains(
        #""message":"@Previewable belongs at the top of a #Preview body\n  found: @Previewable @State var on = true\n  Fix: remove @Previewable, or move the declaration into '#Preview { … }'.""#
      ) == true)
    #expect(replies.last == #"{"expandMacroResult":{"diagnostics":[],"expandedSource":""}}"#)
  }

  @Test("S282: an untyped @State whose value gives its type keeps an init accessor, typed storage")
  func untypedStateIsTyped() throws {
    let declarations = [
      "@State var count = 0", "@State var ratio = -0.5", "@State var title = \"a \\(b)\"",
      "@State var isOn = false", "@State var start = Date(timeIntervalSince1970: 0)",
      "@State var ids = [Int]()", "@State var tags = Set<String>()",
    ]
    let types = ["Int", "Double", "String", "Bool", "Date", "[Int]", "Set<String>"]
    var frames = Data()
    for declaration in declarations {
      frames += frame(attached("StateMacro", "accessor", attribute: "@State", declaration: declaration))
      frames += frame(attached("StateMacro", "peer", attribute: "@State", declaration: declaration))
    }
    let replies = try exchange(frames)
    #expect(replies.count == declarations.count * 2)
    for (index, type) in types.enumerated() where index * 2 + 1 < replies.count {
      #expect(
        replies[index * 2].contains(#"init(initialValue)"#), "\(declarations[index]): \(replies[index * 2])")
      #expect(
        replies[index * 2 + 1].contains(#"State<\#(type)>\n"#),
        "\(declarations[index]): \(replies[index * 2 + 1])")
    }
  }

  @Test("S282: a value that does not alone give its type, or a private one, stays lazy")
  func otherUntypedStateStaysLazy() throws {
    let declarations = [
      "@State var site = URL(string: \"https://a.b\")", "@State var n = Int(\"3\")",
      "@State var now = Date.now", "@State var sum = 1 + 2",
      "@State var model = makeModel()", "@State var nested = Set<Array<Int>>()",
      "@State var counter = Counter()",
    ]
    let replies = try exchange(
      declarations.reduce(into: Data()) {
        $0 += frame(attached("StateMacro", "peer", attribute: "@State", declaration: $1))
      })
    #expect(replies.count == declarations.count)
    for (declaration, reply) in zip(declarations, replies) {
      #expect(reply.contains("= State(wrappedValue: "), "\(declaration): \(reply)")
      #expect(reply.contains(#""diagnostics":[]"#), "\(declaration): \(reply)")
    }
  }

  @Test("S253: a private @State of an app's type keeps internal storage that names no type")
  func privateTypedStateHoldsPrivateState() throws {
    let declarations = [
      "@State private var pane: Pane = .inbox", "@State private var draft: Draft?",
      "@State fileprivate var drafts: [Draft] = []",
    ]
    let replies = try exchange(
      declarations.reduce(into: Data()) {
        $0 += frame(attached("StateMacro", "peer", attribute: "@State", declaration: $1))
      })
    #expect(replies.count == declarations.count)
    for (declaration, reply) in zip(declarations, replies) {
      #expect(reply.contains("= _PrivateState(State<"), "\(declaration): \(reply)")
      #expect(reply.contains("._projectedValue()"), "\(declaration): \(reply)")
      #expect(reply.contains(#""diagnostics":[]"#), "\(declaration): \(reply)")
    }
    let accessors = try exchange(
      frame(attached("StateMacro", "accessor", attribute: "@State", declaration: declarations[0])))
    #expect(accessors.first?.contains("_pane._wrappedValue()") == true)
    #expect(accessors.first?.contains("_pane._setWrappedValue(newValue)") == true)
  }

  @Test("S313: an untyped private @State holds _PrivateState unless its value gives a common type")
  func untypedPrivateStateHoldsPrivateState() throws {
    let declarations = [
      "@State private var tab = Tab.home", "@State fileprivate var items = [Item]()",
      "@State private var count = 0", "@State private var start = Date(timeIntervalSince1970: 0)",
    ]
    var frames = Data()
    for declaration in declarations {
      frames += frame(attached("StateMacro", "accessor", attribute: "@State", declaration: declaration))
      frames += frame(attached("StateMacro", "peer", attribute: "@State", declaration: declaration))
    }
    frames += frame(
      attached(
        "StateProjectionMacro", "accessor", attribute: "@_StateProjection",
        declaration: "@_StateProjection private var $tab = State(wrappedValue: Tab.home).projectedValue"))
    frames += frame(
      attached(
        "StateProjectionMacro", "accessor", attribute: "@_StateProjection",
        declaration: "@_StateProjection var $tab = State(wrappedValue: Tab.home).projectedValue"))
    let replies = try exchange(frames)
    try #require(replies.count == declarations.count * 2 + 2)
    #expect(replies[0].contains("_tab._wrappedValue()"), "\(replies[0])")
    #expect(replies[0].contains("_tab._setWrappedValue(newValue)"), "\(replies[0])")
    #expect(!replies[0].contains("init(initialValue)"), "no memberwise parameter: \(replies[0])")
    #expect(replies[1].contains("var _tab = _PrivateState(State(wrappedValue: Tab.home))"), "\(replies[1])")
    #expect(replies[1].contains("@_StateProjection private var $tab"), "\(replies[1])")
    #expect(replies[3].contains("var _items = _PrivateState(State(wrappedValue: [Item]()))"), "\(replies[3])")
    // A value of a common type is typed, and keeps lazy `State<T>` storage.
    #expect(replies[4].contains("_count.wrappedValue"), "\(replies[4])")
    #expect(!replies[4].contains("init(initialValue)"), "\(replies[4])")
    #expect(replies[5].contains("var _count = State<Int>(wrappedValue: 0)"), "\(replies[5])")
    #expect(replies[7].contains("var _start = State<Date>(wrappedValue: "), "\(replies[7])")
    #expect(replies[8].contains("_tab._projectedValue()"), "\(replies[8])")
    #expect(replies[9].contains("_tab.projectedValue"), "\(replies[9])")
    #expect(!replies[9].contains("_projectedValue()"), "\(replies[9])")
  }

  @Test("S313: a private static @State keeps storage as private as it")
  func privateStaticStateStorage() throws {
    let replies = try exchange(
      frame(
        attached(
          "StateMacro", "peer", attribute: "@State", declaration: "@State private static var tab = Tab.home"))
    )
    #expect(replies.first?.contains("private static let _tab = State(wrappedValue: Tab.home)") == true)
  }

  @Test("S253: a private @State of a common value type, or with no value, keeps State<T> storage")
  func privateStateOfCommonTypesIsUnchanged() throws {
    let declarations = [
      "@State private var count: Int = 0", "@State private var names: [String: Date] = [:]",
      "@State private var item: Item",
    ]
    let replies = try exchange(
      declarations.reduce(into: Data()) {
        $0 += frame(attached("StateMacro", "peer", attribute: "@State", declaration: $1))
      })
    #expect(replies.count == declarations.count)
    #expect(replies.allSatisfy { !$0.contains("_PrivateState") })
    // With no value the storage is as private as the property, so a private type fits it.
    #expect(replies.last?.contains("private var _item: State<Item>") == true)
  }

  @Test("S283: @State in a class gets a plain setter; in a struct, a nonmutating one")
  func stateInClassSetter() throws {
    let declaration = "@State var n = 0"
    let replies = try exchange(
      frame(
        attached(
          "StateMacro", "accessor", attribute: "@State", declaration: declaration,
          context: "@MainActor final class Holder {}"))
        + frame(
          attached(
            "StateMacro", "accessor", attribute: "@State", declaration: declaration,
            context: "struct Screen: View {}")))
    #expect(replies.count == 2)
    #expect(replies.first?.contains(#"\nset {"#) == true, "\(replies)")
    #expect(replies.first?.contains("nonmutating") == false, "\(replies)")
    #expect(replies.last?.contains("nonmutating set {") == true, "\(replies)")
  }

  @Test("S286: @Previewable at file scope is one diagnostic; @State leaves the global alone")
  func previewableAtFileScope() throws {
    let declaration = "@Previewable @State var on = true"
    let replies = try exchange(
      frame(attached("PreviewableMacro", "peer", attribute: "@Previewable", declaration: declaration))
        + frame(attached("StateMacro", "accessor", attribute: "@State", declaration: declaration))
        + frame(attached("StateMacro", "peer", attribute: "@State", declaration: declaration)))
    #expect(replies.count == 3)
    #expect(
      replies.first?.contains(
        #""message":"@Previewable belongs at the top of a #Preview body\n  found: @Previewable @State var on = true\n  Fix: remove @Previewable, or move the declaration into '#Preview { … }'.""#
      ) == true, "\(replies)")
    #expect(replies.first?.contains(#""offset":52"#) == true, "at the user's line: \(replies)")
    #expect(
      Array(replies.dropFirst())
        == Array(repeating: #"{"expandMacroResult":{"diagnostics":[],"expandedSource":""}}"#, count: 2))
  }

  @Test("S277: @Animatable writes one animatableData over the stored vars, leaving out the ignored")
  func animatableTranscript() throws {
    let declaration =
      "@Animatable struct Ring: Shape {\n  var progress: Double\n  var angle: Angle = .zero\n"
      + "  @AnimatableIgnored var isOn: Bool\n  static var count = 0\n"
      + "  func path(in rect: CGRect) -> Path { Path(rect) }\n}"
    let replies = try exchange(
      frame(attached("AnimatableMacro", "member", attribute: "@Animatable", declaration: declaration)))
    #expect(replies.count == 1)
    #expect(
      replies.first?.contains(
        #"var animatableData: AnimatablePair<Double.AnimatableData, Angle.AnimatableData>"#)
        == true, "\(replies)")
    #expect(replies.first?.contains("isOn") == false, "\(replies)")
    #expect(replies.first?.contains("count") == false, "\(replies)")
  }

  @Test("S277: a stored var whose type @Animatable cannot read is one diagnostic at the user's line")
  func animatableUntypedProperty() throws {
    let declaration = "@Animatable struct Ring: Shape {\n  var phase = start * 2\n}"
    let replies = try exchange(
      frame(attached("AnimatableMacro", "member", attribute: "@Animatable", declaration: declaration)))
    #expect(
      replies == [
        #"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"@Animatable cannot tell the type of 'phase', which it animates\n  found: var phase = start * 2\n  Fix: write its type ('var phase: <Type> = …'), or mark it '@AnimatableIgnored'.","notes":[],"position":{"fileName":"\/app\/Screen.swift","offset":52},"severity":"error"}]}}"#
      ])
  }

  @Test("S286: #Preview inside a type is one diagnostic at its line, with no expansion")
  func previewInsideType() throws {
    let source = "#Preview {\n  Text(\"hi\")\n}"
    let context =
      #","lexicalContext":[{"kind":"declaration","source":"struct Screen: View {}","location":{"column":1,"fileID":"A/B.swift","fileName":"/B.swift","line":1,"offset":0}}]"#
    let replies = try exchange(
      frame(
        #"{"expandFreestandingMacro":{"macro":{"moduleName":"ViewGraph","typeName":"PreviewMacro","name":"Preview"},"discriminator":"d","syntax":{"kind":"declaration","source":\#(quoted(source)),"location":{"column":3,"fileID":"A/B.swift","fileName":"/B.swift","line":2,"offset":30}}\#(context)}}"#
      ))
    #expect(
      replies == [
        ##"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"#Preview belongs at file scope, not inside a struct\n  found: #Preview {\n  Fix: move the #Preview out of the struct, below it in the same file.","notes":[],"position":{"fileName":"\/B.swift","offset":30},"severity":"error"}]}}"##
      ])
  }

  @Test("garbage, truncated and unknown requests each get an answer; the plugin keeps going")
  func malformedRequests() throws {
    let garbage = frame("not json")
    let unknownMacro = frame(attached("NoSuchMacro", "peer", attribute: "@X", declaration: "var x = 1"))
    let unbalanced = frame(
      ##"{"expandFreestandingMacro":{"macro":{"moduleName":"ViewGraph","typeName":"PreviewMacro","name":"Preview"},"discriminator":"d","syntax":{"kind":"declaration","source":"#Preview { Text(\"a\"","location":{"column":1,"fileID":"A/B.swift","fileName":"/B.swift","line":1,"offset":0}}}}"##
    )
    let capability = frame(#"{"getCapability":{}}"#)
    var truncated = frame(#"{"getCapability":{}}"#)
    truncated.removeLast(5)
    let replies = try exchange(garbage + unknownMacro + unbalanced + capability + truncated)
    #expect(replies.count == 4, "one answer per whole request; the truncated one ends the stream")
    #expect(replies[0].contains("could not read the compiler's request"))
    #expect(replies[1].contains("ViewGraphMacros cannot expand 'NoSuchMacro' as peer macro."))
    #expect(replies[2].contains("#Preview's body is unbalanced"))
    #expect(replies[3] == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
  }

  @Test("random and cut-off macro sources never crash the plugin (seeded)")
  func fuzzedSources() throws {
    // The suite runs 200 requests of each kind; MACRO_FUZZ_CASES (and MACRO_FUZZ_SEED) run
    // a long one, as the README says.
    let environment = ProcessInfo.processInfo.environment
    var generator = SplitMix64(seed: environment["MACRO_FUZZ_SEED"].flatMap(UInt64.init) ?? 28)
    let pieces = [
      "@State", "@Entry", "var", "let", "x", ":", "Int", "=", "{", "}", "(", ")", "\"", "\"\"\"", "#", "?",
      ",", "\n", "[", "]", "//", "/*", "\\(", "<", ">", "`", "willSet", "didSet", ">?",
    ]
    var frames = Data()
    let count = environment["MACRO_FUZZ_CASES"].flatMap(Int.init) ?? 200
    for index in 0..<count {
      // A quarter start as a declaration with an observer block, whose rest is random.
      let opening = index % 4 == 0 ? "@State var x = 0 { didSet " : ""
      let source =
        opening
        + (0..<Int.random(in: 0...12, using: &generator)).map { _ in
          pieces.randomElement(using: &generator)!
        }.joined(separator: " ")
      let type = ["StateMacro", "EntryMacro", "PreviewableMacro"][index % 3]
      frames += frame(
        attached(type, index % 2 == 0 ? "peer" : "accessor", attribute: "@X", declaration: source))
      frames += frame(
        #"{"expandFreestandingMacro":{"macro":{"moduleName":"ViewGraph","typeName":"PreviewMacro","name":"Preview"},"discriminator":"d","syntax":{"kind":"declaration","source":\#(quoted("#Preview" + source)),"location":{"column":1,"fileID":"A/B.swift","fileName":"/B.swift","line":1,"offset":0}}}}"#
      )
    }
    #expect(try exchange(frames).count == 2 * count)
  }
}
