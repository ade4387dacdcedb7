import Dispatch
import Foundation
import Testing
import ViewGraph

extension FoundationGapsTests {
  @Suite("S397: a dispatch queue's label")
  struct DispatchQueueLabelTests {
    @Test("S397: nil names the queue the caller runs on; a queue names itself")
    func labels() async {
      let work = DispatchQueue(label: "com.example.work")
      let onWork = work.sync { String(cString: __dispatch_queue_get_label(nil)) }
      #expect(onWork == "com.example.work")
      let onMain = await MainActor.run { String(cString: __dispatch_queue_get_label(nil)) }
      #expect(onMain == "com.apple.main-thread")
      #expect(String(cString: __dispatch_queue_get_label(work)) == "com.example.work")
      #expect(String(cString: __dispatch_queue_get_label(.main)) == "com.apple.main-thread")
    }
  }
}
