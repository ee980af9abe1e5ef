import NibModel

extension AppKitEncoding {
    /// The help key of a tool tip's `NSIBHelpConnector` (its `NSFile`).
    static let toolTipHelpKey = "NSToolTipHelpKey"

    /// Reads a view's `toolTip`: true when it is handled. A tool tip written as text is kept for
    /// ``encodeHelpConnectors()``; one written in base64 (`<string key="toolTip"
    /// base64-UTF8="YES">`) is dropped, as Apple's compiler drops it (`tooltip_base64`,
    /// `tooltip_both`).
    mutating func readToolTip(_ view: NibObject, index: Int) -> Bool {
        guard case .string(let text)? = view.properties["toolTip"] else { return false }
        if !view.base64Properties.contains("toolTip") {
            toolTips.append((index, text, view.position))
        }
        return true
    }

    /// One `NSIBHelpConnector` per tool tip kept, in the views' encoding order: `NSDestination`
    /// the view, `NSFile` `NSToolTipHelpKey`, `NSMarker` the text; listed in `NSConnections` and
    /// the id tables like any connector. Where Apple lists them among other connectors is not
    /// learnt (no pair has both), so tool tips beside connections, runtime attributes or stack
    /// views' decoding connectors are refused.
    mutating func encodeHelpConnectors() {
        guard let first = toolTips.first else { return }
        let others =
            document.connections.count + runtimeAttributeObjects.count + stackDecodingConnectors.count
        guard others == 0 else {
            refuse(
                .attribute, "toolTip", at: first.position,
                detail: "beside \(others) other connectors (where Apple lists help connectors among them is not learnt)"
            )
            return
        }
        for (view, text, _) in toolTips {
            let index = graph.addObject("NSIBHelpConnector")
            graph.append("NSDestination", .object(view), to: index)
            graph.append("NSFile", graph.string(Self.toolTipHelpKey), to: index)
            graph.append("NSMarker", graph.string(text), to: index)
            connectors.append(index)
            identified.append(index)
        }
    }
}
