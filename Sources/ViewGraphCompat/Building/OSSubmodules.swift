import Foundation

/// `import os.log` and `import Foundation.NSString` name submodules of Apple's frameworks,
/// which load the framework. On Linux a mirror loads Swift modules for `os` and
/// Foundation, and a Swift module has no submodules: the package's
/// `ViewGraphOSSubmodules` target declares them in a Clang module map, which SwiftPM hands to
/// every target linking ViewGraphOS. The check compiles with
/// `swiftc` directly, so it writes the same map to its scratch folder and passes it.
enum OSSubmodules {
  /// The text of `Sources/ViewGraphOSSubmodules/include/module.modulemap` (a test holds
  /// them equal).
  static let moduleMap = """
    // Apple's `os` and Foundation are Clang modules whose submodules apps import by name
    // (`import os.log`, `import Foundation.NSString`,
    // `import UniformTypeIdentifiers.UTType`); each loads the framework. On Linux a
    // mirror aliases `os` to the Swift module ViewGraphOS, and Foundation is a Swift module:
    // neither can have submodules, so this map declares them as empty Clang submodules of
    // those names, and `import Foundation.NSURL` then loads the Swift module. UIKit's and
    // AppKit's headers are submodules too (`import UIKit.UIImage`, `import AppKit.NSEvent`):
    // their stand-ins declare the ones apps import.
    module ViewGraphOSSubmodules {
      header "ViewGraphOSSubmodules.h"
      export *
    }

    module ViewGraphOS {
      explicit module log {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module signpost {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module activity {
        header "ViewGraphOSSubmodules.h"
        export *
      }
    }

    module ViewGraphUniformTypeIdentifiers {
      explicit module UTAdditions {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UTCoreTypes {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UTDefines {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UTTagClass {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UTType {
        header "ViewGraphOSSubmodules.h"
        export *
      }
    }

    module ViewGraphUIKit {
      explicit module UIActivityIndicatorView {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIActivityViewController {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIAlertController {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIAppearance {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIApplication {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIBarAppearance {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIButton {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIColor {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIControl {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIDevice {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIFeedbackGenerator {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIFont {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIGestureRecognizer {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIGestureRecognizerSubclass {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIGraphicsImageRenderer {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIImage {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIImagePickerController {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIImageView {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIImpactFeedbackGenerator {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIInterface {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UILabel {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UINavigationController {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UINotificationFeedbackGenerator {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIPasteboard {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIResponder {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIScreen {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIScrollView {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UISearchBar {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UISelectionFeedbackGenerator {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UITextField {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UITextInputTraits {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UITextView {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UITraitCollection {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIView {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIViewController {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIVisualEffectView {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module UIWindow {
        header "ViewGraphOSSubmodules.h"
        export *
      }
    }

    module ViewGraphAppKit {
      explicit module NSApplication {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSButton {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSColor {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSColorPanel {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSColorSpace {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSControl {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSCursor {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSEvent {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSFont {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSGradient {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSImage {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSMenu {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSMenuItem {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSOpenPanel {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSPasteboard {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSProgressIndicator {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSResponder {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSRunningApplication {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSSavePanel {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSScreen {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSSharingService {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSSharingServicePicker {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSSound {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSTableView {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSTextView {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSTrackingArea {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSView {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSViewController {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSVisualEffectView {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSWindow {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSWindowController {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSWorkspace {
        header "ViewGraphOSSubmodules.h"
        export *
      }
    }

    module Foundation {
      explicit module NSArray {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSAttributedString {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSBundle {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSCalendar {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSCharacterSet {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSData {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSDate {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSDateFormatter {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSDictionary {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSError {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSFileManager {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSFormatter {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSIndexSet {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSJSONSerialization {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSKeyValueObserving {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSLocale {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSNotification {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSNumberFormatter {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSObjCRuntime {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSObject {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSOperation {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSPathUtilities {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSPredicate {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSProcessInfo {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSRange {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSRegularExpression {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSSet {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSSortDescriptor {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSString {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSThread {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSTimeZone {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSTimer {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSURL {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSURLRequest {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSURLSession {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSUUID {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSUserDefaults {
        header "ViewGraphOSSubmodules.h"
        export *
      }
      explicit module NSValue {
        header "ViewGraphOSSubmodules.h"
        export *
      }
    }
    """

  /// Writes the map and its empty header under `scratch`; returns the flags that load it.
  static func compilerFlags(in scratch: URL) throws -> [String] {
    let folder = scratch.appendingPathComponent("os-submodules")
    let map = folder.appendingPathComponent("module.modulemap")
    if !FileManager.default.fileExists(atPath: map.path) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try "".write(
        to: folder.appendingPathComponent("ViewGraphOSSubmodules.h"), atomically: true, encoding: .utf8)
      try moduleMap.write(to: map, atomically: true, encoding: .utf8)
    }
    return ["-Xcc", "-fmodule-map-file=\(map.path)"]
  }
}
