#if !canImport(UIKit)
  import Foundation

  // A view's coordinates are its bounds: a point in it is `frame.origin - bounds.origin` away
  // from the same point in its superview (a scroll view's bounds start at its content offset).
  // Conversion goes through the root of the hierarchy, which stands for the window.
  extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s, or to the window's when
    /// `view` is nil, as UIKit does, through the views' frames and bounds (S398).
    ///
    /// ```swift
    /// let frameInScrollView = scrollView.convert(frame, from: superview)
    /// let isVisible = scrollView.bounds.intersects(frameInScrollView)
    /// ```
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
      let inRoot = pointInRoot(point)
      return view?.pointFromRoot(inRoot) ?? inRoot
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
      pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
      CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
      CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
      var point = point
      var view: UIView? = self
      while let current = view, let superview = current.superview {
        point.x += current.frame.minX - current.bounds.minX
        point.y += current.frame.minY - current.bounds.minY
        view = superview
      }
      return point
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
      let origin = pointInRoot(.zero)
      return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
  }
#endif
