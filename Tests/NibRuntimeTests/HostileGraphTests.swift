import NibModel
import NibObjects
import NibRuntime
import Testing

@Suite("Hostile graphs")
struct HostileGraphTests {
    @Test("a parent cycle or an unknown parent does not hang or crash")
    func parentCycle() throws {
        var b = DocumentBuilder()
        b.document.objects = [
            NibObject(id: "a", element: "view", className: "UIView", parent: "b", key: "subviews"),
            NibObject(id: "b", element: "view", className: "UIView", parent: "a", key: "subviews"),
            NibObject(id: "c", element: "view", className: "UIView", parent: "zzz", key: "subviews"),
        ]
        b.document.topLevelObjects = []
        let graph = try Nib(document: b.document).instantiateGraph(registry: .defaultObjects)
        #expect(graph.objects.count == 3)
        #expect(graph.diagnostics.contains { $0.message.contains("parent cycle") })
        #expect(graph.diagnostics.contains { $0.message.contains("zzz") })
    }

    @Test("connections to ids that do not exist are skipped with a warning")
    func danglingConnection() throws {
        var b = DocumentBuilder()
        b.object("1", "view", "UIView")
        b.connect(.outlet, "1", "nowhere", "x")
        let graph = try Nib(document: b.document).instantiateGraph(registry: .defaultObjects)
        #expect(graph.connectionCount == 0)
        #expect(graph.diagnostics.contains { $0.severity == .warning && $0.message.contains("not in the document") })
    }

    @Test("a deep view hierarchy within the limit instantiates and is released; a deeper one is an error")
    func deepHierarchy() throws {
        var tooDeep = DocumentBuilder()
        tooDeep.object("v0", "view", "UIView")
        for depth in 1..<300_000 {
            tooDeep.document.objects.append(
                NibObject(
                    id: "v\(depth)", element: "view", className: "UIView", parent: "v\(depth - 1)", key: "subviews"))
        }
        do {
            try Nib(document: tooDeep.document).instantiate(registry: .defaultObjects)
            Issue.record("no error")
        } catch {
            #expect(error.underlying == .nestingTooDeep(limit: Nib.maximumNesting, objectID: "v\(Nib.maximumNesting)"))
        }

        var b = DocumentBuilder()
        b.object("v0", "view", "UIView")
        for depth in 1..<Nib.maximumNesting {
            b.document.objects.append(
                NibObject(
                    id: "v\(depth)", element: "view", className: "UIView", parent: "v\(depth - 1)", key: "subviews"))
        }
        let nib = Nib(document: b.document)
        var weakLeaf = WeakReference(NibView())
        do {
            let top = try nib.instantiate(registry: .defaultObjects)
            var view = try #require(top.first as? NibView)
            var depth = 0
            while let next = view.subviews.first {
                view = next
                depth += 1
            }
            #expect(depth == Nib.maximumNesting - 1)
            weakLeaf = WeakReference(view)
        }
        #expect(weakLeaf.object == nil)
    }
}
