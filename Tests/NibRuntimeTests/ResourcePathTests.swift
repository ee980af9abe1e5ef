import Foundation
import NibModel
import NibRuntime
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Names a manifest gives the runtime (a storyboard a reference names, an image, a nib) find files
/// in the directory they are looked for in, never outside it.
@Suite struct ResourcePathTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("nib-resources-\(UUID().uuidString)").path

    init() throws {
        try FileIO.createDirectory(root + "/bundle/Icons")
        for file in [
            "secret.png", "Outside.nib.json", "Outside.storyboard.json", "bundle/Icons/star.png", "bundle/plain.png",
        ] {
            try FileIO.writeAtomically(Array("x".utf8), to: root + "/" + file)
        }
        #expect(mkfifo(root + "/bundle/piped.png", 0o644) == 0)
    }

    @Test func resourceNamesStayInTheirDirectory() {
        let resources = NibDirectoryResources(directory: root + "/bundle")
        #expect(resources.image(named: "plain")?.path == root + "/bundle/plain.png")
        #expect(resources.image(named: "Icons/star")?.path == root + "/bundle/Icons/star.png")
        for name in ["../secret", "Icons/../../secret", root + "/secret", "..", "piped"] {
            #expect(resources.image(named: name) == nil, "\(name)")
        }
    }

    @Test func nibAndStoryboardNamesThatArePathsAreNotLookedFor() {
        for name in ["../Outside", "a/../../Outside", "/" + root + "/Outside", ".."] {
            #expect(throws: NibError.nibNotFound(name: name, searched: [])) {
                try Nib.named(name, in: root + "/bundle")
            }
            #expect(throws: NibError.storyboard(.storyboardNotFound(name: name, searched: []))) {
                try NibStoryboard.named(name, in: root + "/bundle")
            }
        }
        #expect(throws: NibError.nibNotFound(name: "Login", searched: [])) {
            try Nib.named("Login", in: root + "/bundle", device: "../../x")
        }
    }
}
