import Foundation
import NibCodeGen
import NibModel
import XibCompiler

/// libFuzzer entry point for a templates directory (`codegen generate --templates`): the input is
/// `File.mustache`, and after a NUL byte `OwnerClass.mustache`, written to a scratch folder and
/// rendered over one small document (an owner class with outlets and an action, two imports).
///
/// Invariants checked beyond "no crash, no hang": a template problem is an error at a line and
/// column of one of the two files; a rendering gives the same text twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    let file = parts.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let ownerClass = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : nil
    let folder = TemplateFuzzing.folder
    do {
        try Data(file.utf8).write(to: URL(fileURLWithPath: folder + "/File.mustache"))
        let owner = URL(fileURLWithPath: folder + "/OwnerClass.mustache")
        if let ownerClass {
            try Data(ownerClass.utf8).write(to: owner)
        } else {
            try? FileManager.default.removeItem(at: owner)
        }
    } catch {
        fatalError("cannot write the scratch templates: \(error)")
    }
    let first: [GeneratedFile]
    do {
        let generator = try NibCodeGenerator(templatesDirectory: folder)
        first = try generator.generate([TemplateFuzzing.input])
        guard try generator.generate([TemplateFuzzing.input]) == first else {
            fatalError("rendering the same templates twice gives different text")
        }
    } catch {
        TemplateFuzzing.check(error)
        return 0
    }
    _ = first.map(\.contents.count)
    return 0
}

enum TemplateFuzzing {
    /// The scratch folder the templates are written to (one per process).
    static let folder: String = {
        let path = NSTemporaryDirectory() + "fuzz-template-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// The document every template renders over.
    static let input: GeneratorInput = {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                        <connections>
                            <outlet property="nameField" destination="f1" id="o1"/>
                            <outlet property="goButton" destination="b1" id="o2"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                        <subviews>
                            <textField contentMode="scaleToFill" id="f1"/>
                            <button contentMode="scaleToFill" id="b1">
                                <connections>
                                    <action selector="login:" destination="-1" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        do {
            let document = try XibCompiler().compile(bytes: Array(xib.utf8), path: "Login.xib").document
            return GeneratorInput(path: "Login.xib", document: document)
        } catch {
            fatalError("the fuzzing document does not convert: \(error)")
        }
    }()

    /// A template problem must name one of the two files at a line and column.
    static func check(_ error: CodeGenError) {
        let diagnostic = error.diagnostic
        guard case .invalidTemplate(let location, _) = error else {
            if case .missingTemplate = error { fatalError("a template the renderer lost: \(diagnostic)") }
            return
        }
        guard location.file.hasPrefix(folder + "/"), location.position.line >= 1, location.position.column >= 1 else {
            fatalError("a template error without its file, line and column: \(diagnostic)")
        }
    }
}
