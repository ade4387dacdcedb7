// `import PhotosUI` in a mirror on Linux (`-module-alias PhotosUI=ViewGraphPhotosUI`): the
// SwiftUI face of PhotosUI. `PhotosPicker` keeps its selection binding, which a test sets
// as a user picking photos would; an item loads the data the test supplied with it. There
// is no photo library: loading an item no test supplied data for is a `notModelled`
// warning. On Apple platforms this module is PhotosUI.
#if canImport(PhotosUI)
  @_exported import PhotosUI
#endif
