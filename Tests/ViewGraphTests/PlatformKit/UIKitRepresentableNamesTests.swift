import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// Aidoku's `OnReportScrollVisibilityChange.swift`: a view inside a scroll view reports
/// whether its frame is within the scroll view's visible bounds.
private final class VisibilityReportingView: UIView {
  func isVisible() -> Bool? {
    var view: UIView? = superview
    while let current = view, !(current is UIScrollView) { view = current.superview }
    guard let scrollView = view as? UIScrollView else { return nil }
    return scrollView.bounds.intersects(scrollView.convert(frame, from: superview))
  }
}

@MainActor
@Suite("S398: the UIKit names representables use: conversion, image renderers, transitions")
struct UIKitRepresentableNamesTests {
  @Test("S398: convert goes through frames and bounds; a scroll view's bounds start at its offset")
  func conversionFollowsFramesAndOffsets() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    let row = VisibilityReportingView(frame: CGRect(x: 10, y: 900, width: 300, height: 44))
    scrollView.addSubview(content)
    content.addSubview(row)
    #expect(row.isVisible() == false)
    #expect(row.convert(CGPoint(x: 5, y: 5), to: scrollView) == CGPoint(x: 15, y: 905))
    scrollView.contentOffset = CGPoint(x: 0, y: 600)
    #expect(scrollView.bounds == CGRect(x: 0, y: 600, width: 320, height: 480))
    #expect(row.isVisible() == true)
    #expect(scrollView.convert(CGRect(x: 10, y: 900, width: 300, height: 44), from: content).minY == 900)
    #expect(content.convert(CGPoint(x: 15, y: 905), from: scrollView) == CGPoint(x: 15, y: 905))
    #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 900))
    #expect(row.convert(CGPoint(x: 10, y: 900), from: nil) == .zero)
  }

  @Test("S398: an image renderer runs its actions and gives an image naming its size")
  func imageRendererNamesItsSize() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let renderer = UIGraphicsImageRenderer(size: view.bounds.size)
    var drew = false
    let image = renderer.image { context in
      drew = !view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
      #expect(context.currentImage.description == "drawn(320.0×200.0)")
    }
    #expect(drew)
    #expect(image.description == "drawn(320.0×200.0)")
    #expect(renderer.format.scale == UIScreen.main.scale)
  }

  @Test("S398: a view controller's transition style is kept; cover vertical unless set")
  func transitionStyleIsKept() {
    let controller = UIViewController()
    #expect(controller.modalTransitionStyle == .coverVertical)
    controller.modalTransitionStyle = .crossDissolve
    #expect(controller.modalTransitionStyle == .crossDissolve)
  }
}
