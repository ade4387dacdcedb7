// ViewGraph's compiler plugin: `#Preview`, `@Previewable`, `@Entry` and `@State`, expanded
// from the source text the compiler sends, with Foundation only (no swift-syntax).
PluginHost().run()
