import Foundation
import NibModel
import NibObjects
import NibRuntime
import Testing

@Suite("Benchmark")
struct BenchmarkTests {
    /// The login graph built by hand: the same objects, values and connections.
    static func handBuilt(owner: LoginController) -> [AnyObject] {
        let root = NibView(frame: NibRect(x: 0, y: 0, width: 320, height: 480))
        root.alpha = 0.5
        root.tag = 7
        let name = NibTextField(frame: NibRect(x: 10, y: 10, width: 200, height: 30))
        name.text = "alice"
        let password = NibTextField(frame: NibRect(x: 10, y: 50, width: 200, height: 30))
        let button = NibButton(frame: NibRect(x: 10, y: 90, width: 100, height: 44))
        button.setTitle("Log In", for: "normal")
        button.setTitle("Logging…", for: "highlighted")
        let badge = BadgeView(frame: NibRect(x: 200, y: 90, width: 20, height: 20))
        for view in [name, password, button, badge] as [NibView] { root.addSubview(view) }
        let session = Session()
        session.user = "bob"
        owner.handWire(view: root, nameField: name, loginButton: button, fields: [name, password], session: session)
        button.addAction(NibAction(selector: "login:", eventType: "touchUpInside", target: owner))
        for object in [root, name, password, button, badge, session] as [NibResponder] { object.awakeFromNib() }
        return [root, session]
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    @Test("cached instantiation compared with hand-written construction of the same graph")
    func instantiateVersusHandWritten() throws {
        let nib = try loginDocument().nib()
        let rounds = 20_000
        _ = try nib.instantiate(owner: LoginController(), registry: testRegistry)
        var best = (nib: Double.infinity, hand: Double.infinity)
        for _ in 0..<3 {
            best.hand = min(best.hand, Self.seconds { for _ in 0..<rounds { _ = Self.handBuilt(owner: LoginController()) } })
            best.nib = try min(best.nib, Self.seconds { for _ in 0..<rounds { _ = try nib.instantiate(owner: LoginController(), registry: testRegistry) } })
        }
        let ratio = best.nib / best.hand
        print("instantiate: \(Int(best.nib / Double(rounds) * 1e9)) ns, hand-written: \(Int(best.hand / Double(rounds) * 1e9)) ns, ratio \(String(format: "%.2f", ratio))")
        // Timing in a shared debug test run is noisy; the release-build figure is in docs/runtime.md.
        #expect(ratio < 20)
    }
}
