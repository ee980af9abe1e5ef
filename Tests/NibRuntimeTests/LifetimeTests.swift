import Foundation
import NibModel
import NibObjects
import NibRuntime
import NibTestSupport
import Testing

@Suite("Lifetimes and outlets")
struct LifetimeTests {
    @Test("top-level objects keep the graph alive; when they go, weak outlets become nil")
    func weakOutletsBecomeNil() throws {
        let owner = LoginController()
        var weakObjects: [WeakReference] = []
        do {
            let graph = try loginDocument().nib().instantiateGraph(owner: owner, registry: testRegistry)
            weakObjects = graph.objects.map(WeakReference.init)
        }
        // The owner's strong `view` outlet and the Session held by … nobody strong: the session goes.
        #expect(owner.nameField != nil, "the owner's view keeps its subviews alive")
        #expect(owner.session == nil, "a top-level object nobody keeps is released")
        owner.setView(nil)
        #expect(owner.loginButton == nil, "the button was only held by the view")
        #expect(owner.nameField != nil, "the strong outlet collection still holds the fields")
        owner.releaseFields()
        #expect(owner.nameField == nil)
        #expect(weakObjects.allSatisfy { $0.object == nil }, "no reference cycles come from the nib")
    }

    @Test("parents own their children; the returned top-level objects own the graph")
    func parentsOwnChildren() throws {
        var weakObjects: [WeakReference] = []
        var topLevel: [AnyObject] = []
        let owner = NibWindowController()
        let app = NibApplication()
        do {
            let graph = try windowDocument().nib().instantiateGraph(
                owner: owner, externals: [Nib.applicationExternalName: app], registry: .defaultObjects)
            weakObjects = graph.objects.map(WeakReference.init)
            topLevel = graph.topLevelObjects
        }
        owner.setWindow(nil)
        app.mainMenu = nil
        #expect(weakObjects.allSatisfy { $0.object != nil })
        topLevel = []
        #expect(topLevel.isEmpty)
        #expect(weakObjects.allSatisfy { $0.object == nil })
    }

    /// Resident memory in bytes, from /proc.
    func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4096 : 0
    }

    /// Runs in a process of its own (see `memoryDoesNotGrow`), so that no other suite's
    /// allocations disturb the resident-memory reading.
    @Test(
        "memory probe: 10,000 instantiations in an otherwise idle process",
        .enabled(if: ProcessInfo.processInfo.environment["NIB_MEMORY_PROBE"] != nil))
    func memoryProbe() throws {
        let nib = try loginDocument().nib()
        var lastSession = WeakReference(Session())
        for _ in 0..<1_000 { _ = try nib.instantiate(owner: CountedOwner(), registry: countingRegistry) }
        #expect(liveCountedObjects.load(ordering: .relaxed) == 0)
        let before = residentBytes()
        var peak = 0
        for round in 0..<10_000 {
            let owner = CountedOwner()
            let top = try nib.instantiate(owner: owner, registry: countingRegistry)
            lastSession = WeakReference(top[1])
            if round == 0 { peak = liveCountedObjects.load(ordering: .relaxed) }
        }
        let growth = residentBytes() - before
        #expect(peak == 5, "owner, root view, two fields and button are counted")
        #expect(liveCountedObjects.load(ordering: .relaxed) == 0, "every object of 10,000 graphs was released")
        #expect(lastSession.object == nil)
        #expect(growth < 4 << 20, "resident memory grew by \(growth) bytes")
    }

    /// Under a sanitizer (`NIB_SANITIZER` set, see docs/hostile-input.md) freed memory sits in the
    /// sanitizer's quarantine, so resident size grows by design: the probe is skipped there.
    @Test(
        "10,000 instantiations do not grow memory",
        .disabled(
            if: ProcessInfo.processInfo.environment["NIB_SANITIZER"] != nil,
            "NIB_SANITIZER is set: resident size is the sanitizer's"))
    func memoryDoesNotGrow() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["NIB_MEMORY_PROBE"] = "1"
        let run = try ProcessRunner.run(
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
            ["--testing-library", "swift-testing", "--filter", "memoryProbe"], environment: environment)
        let text = run.output
        #expect(run.status == 0, "\(text)")
        #expect(text.contains("in an otherwise idle process\" passed"), "the probe did not run and pass: \(text)")
        #expect(text.contains("1 test"), "\(text)")
    }
}

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("one Nib instantiates concurrently from several threads, each getting its own graph")
    func concurrentInstantiation() async throws {
        let nib = try loginDocument().nib()
        let results = await withTaskGroup(of: (Int, Bool).self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var made = 0
                    var allWired = true
                    for _ in 0..<300 {
                        let owner = LoginController()
                        guard let top = try? nib.instantiate(owner: owner, registry: testRegistry) else {
                            allWired = false
                            continue
                        }
                        made += top.count
                        allWired =
                            allWired && owner.nameField?.text == "alice" && owner.fields.count == 2
                            && owner.nameField?.superview === top[0]
                    }
                    return (made, allWired)
                }
            }
            var collected: [(Int, Bool)] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0.0 == 600 && $0.1 })
    }

    @Test("registering while other threads instantiate is safe and picked up")
    func registryUpdates() async throws {
        var b = DocumentBuilder()
        b.object("1", "view", "UIView", custom: "LateView")
        let nib = try b.nib()
        let registry = NibClassRegistry(parent: .defaultObjects)
        #expect(try type(of: nib.instantiate(registry: registry)[0]) == NibView.self)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 { group.addTask { for _ in 0..<200 { _ = try? nib.instantiate(registry: registry) } } }
            group.addTask { registry.register("LateView", BadgeView.self) }
        }
        #expect(try nib.instantiate(registry: registry)[0] is BadgeView)
    }
}
