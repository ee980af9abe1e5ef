import NibModel

extension CompiledNibReader {
    /// The outlet by which a storyboard controller nib's File's Owner (the storyboard's loader)
    /// receives the scene's controller.
    static let sceneControllerOutlet = "sceneViewController"
    /// The outlet by which a scene view nib's File's Owner (the controller) receives its view.
    static let sceneViewOutlet = "view"
    /// The selector by which a control's event connection performs a segue's template.
    static let performSegueSelector = "perform:"
    /// The placeholder through which a controller nib's controller reaches its storyboard.
    static let storyboardPlaceholderIdentifier = "UIStoryboardPlaceholder"

    /// The destination of the first outlet `label` from a `UIProxyObject` named `identifier`
    /// (`IBFilesOwner`), if the nib has one.
    func outlet(_ label: String, fromProxy identifier: String) throws(CompiledNibDocumentError) -> Int? {
        for connection in try elements("UINibConnectionsKey", of: 0)
        where archive.objects[connection].className == "UIRuntimeOutletConnection" {
            guard try optionalString("UILabel", of: connection) == label else { continue }
            let source = try reference("UISource", of: connection)
            guard archive.objects[source].className == "UIProxyObject",
                try optionalString("UIProxiedObjectIdentifier", of: source) == identifier
            else { continue }
            return try reference("UIDestination", of: connection)
        }
        return nil
    }

    /// A storyboard controller nib's controller: the destination of File's Owner's
    /// `sceneViewController` outlet, nil when there is none.
    func sceneController() throws(CompiledNibDocumentError) -> Int? {
        try outlet(Self.sceneControllerOutlet, fromProxy: "IBFilesOwner")
    }

    /// The names and objects of the dictionary `key` of object `index` refers to (keys and values
    /// alternate under `UINibEncoderEmptyKey`), in order; empty when it has none.
    func namedObjects(_ key: String, of index: Int) throws(CompiledNibDocumentError) -> [(name: String, object: Int)] {
        guard case .object(let table)? = archive.objects[index].value(forKey: key) else { return [] }
        let items = archive.objects[table].values.filter { $0.key == "UINibEncoderEmptyKey" }
        var pairs: [(name: String, object: Int)] = []
        var position = 0
        while position + 1 < items.count {
            guard case .object(let name) = items[position].kind, case .object(let object) = items[position + 1].kind,
                let text = text(ofString: name)
            else { throw CompiledNibDocumentError(.notAString(key: key), object: index) }
            pairs.append((text, object))
            position += 2
        }
        return pairs
    }
}
