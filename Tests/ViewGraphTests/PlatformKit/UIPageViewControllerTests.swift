import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// Apple's Landmarks sample's pager, in its shape: the coordinator is data source and
/// delegate, and writes the page a swipe lands on into the binding.
private struct Pager: UIViewControllerRepresentable {
  var pages: [Text]
  @Binding var currentPage: Int

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIViewController(context: Context) -> UIPageViewController {
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.dataSource = context.coordinator
    pager.delegate = context.coordinator
    return pager
  }

  func updateUIViewController(_ pager: UIPageViewController, context: Context) {
    context.coordinator.parent = self
    pager.setViewControllers(
      [context.coordinator.controllers[currentPage]], direction: .forward, animated: true)
  }

  final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    var parent: Pager
    let controllers: [UIViewController]

    init(_ parent: Pager) {
      self.parent = parent
      controllers = parent.pages.map { UIHostingController(rootView: $0) }
    }

    func pageViewController(
      _ pager: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      controllers.firstIndex(of: viewController).flatMap { $0 > 0 ? controllers[$0 - 1] : nil }
    }

    func pageViewController(
      _ pager: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      controllers.firstIndex(of: viewController).flatMap {
        $0 + 1 < controllers.count ? controllers[$0 + 1] : nil
      }
    }

    func pageViewController(
      _ pager: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      if completed, let shown = pager.viewControllers?.first, let index = controllers.firstIndex(of: shown) {
        parent.currentPage = index
      }
    }
  }
}

private struct Carousel: View {
  @State var page = 0
  var body: some View {
    VStack {
      Pager(pages: [Text("A"), Text("B"), Text("C")], currentPage: $page)
      Text("page \(page)")
    }
  }
}

@MainActor
@Suite("S375: page view controllers and page controls")
struct UIPageViewControllerTests {
  /// Plays a user's swipe forward as UIKit makes one: the data source's next page is set,
  /// then the delegate hears the completed transition.
  private func swipeForward(_ pager: UIPageViewController) -> Bool {
    guard let shown = pager.viewControllers?.first,
      let next = pager.dataSource?.pageViewController(pager, viewControllerAfter: shown)
    else { return false }
    pager.setViewControllers([next], direction: .forward, animated: true)
    pager.delegate?.pageViewController(
      pager, didFinishAnimating: true, previousViewControllers: [shown], transitionCompleted: true)
    return true
  }

  @Test("S375: a swipe the delegate hears writes the binding; update shows the bound page")
  func swipeWritesTheBinding() throws {
    let host = mount(Carousel())
    let node = try #require(host.root.descendants.first { $0.viewType == Pager.self })
    let pager = try #require(node.representablePlatformObject as? UIPageViewController)
    #expect(pager.transitionStyle == .scroll && pager.navigationOrientation == .horizontal)
    #expect(host.texts.contains("page 0"))
    host.perform { #expect(swipeForward(pager)) }
    host.update()
    #expect(host.texts.contains("page 1"))
    host.perform { #expect(swipeForward(pager)) }
    host.update()
    #expect(host.texts.contains("page 2"))
    host.perform { #expect(!swipeForward(pager)) }
    let coordinator = try #require(node.representableCoordinator as? Pager.Coordinator)
    #expect(pager.viewControllers?.first === coordinator.controllers[2])
  }

  @Test("S375: setViewControllers shows what was set and completes at once")
  func setViewControllersCompletes() {
    let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
    #expect(pager.viewControllers == nil && pager.spineLocation == .min)
    var finished: Bool?
    let page = UIViewController()
    pager.setViewControllers([page], direction: .reverse, animated: false) { finished = $0 }
    #expect(finished == true && pager.viewControllers == [page])
  }

  @Test("S375: a page control keeps its current page within its pages and reports a tap")
  func pageControlKeepsItsPageWithinThePages() {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.currentPage = 5
    #expect(control.currentPage == 2)
    control.currentPage = -1
    #expect(control.currentPage == 0)
    var reported: [Int] = []
    control.addAction(UIAction { _ in reported.append(control.currentPage) }, for: .valueChanged)
    control.currentPage = 1
    control.sendActions(for: .valueChanged)
    control.numberOfPages = 1
    #expect(reported == [1] && control.currentPage == 0)
  }
}
