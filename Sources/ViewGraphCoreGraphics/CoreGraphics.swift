// `import CoreGraphics` in an app's model or helper file, for `CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`, `CGVector` and `CGAffineTransform`: on Linux a mirror loads this module in its place
// (`-module-alias CoreGraphics=ViewGraphCoreGraphics`). Foundation has the geometry values there;
// ViewGraph's Foundation gaps have the vector and the transform; `CGColor` is a value here
// (CGColor.swift). Drawing (`CGContext`, `CGImage`, `CGPath`) is not here: a file that draws
// with it is left out.
@_exported import Foundation
@_exported import ViewGraphFoundationGaps
