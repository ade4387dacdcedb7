/// Xcode 27's name for SwiftUI's result builder: a type alias of ``ViewBuilder`` that the
/// SDK's declarations now spell (`@ContentBuilder label: () -> Label`), so code written for
/// Xcode 27 that names it compiles here too (Apple's TN3211; SEMANTICS S280).
///
/// ```swift
/// struct Card<Content: View>: View {
///   let content: Content
///   init(@ContentBuilder content: () -> Content) { self.content = content() }
///   var body: some View { VStack { content } }
/// }
/// ```
public typealias ContentBuilder = ViewBuilder
