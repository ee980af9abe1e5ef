import NibModel

extension UIKitEncoding {
    /// Whether `view` is a table of a `.xib` document, encoded with the table keys the form
    /// learnt from the pairs' scene tables (``encodeTableView(_:index:in:isSceneView:)``).
    ///
    /// A storyboard scene's view is compiled into a nib of its own, as a `.xib` document's views
    /// are; the table keys learnt from `SwiftGen__SwiftGen` 3–11 (the scroll view and table keys,
    /// their widths and the defaults left out, by toolsVersion) are those of the `UITableView`
    /// class in that nib. What belongs to the scene is left out: the prototype cells' nibs (a
    /// `.xib` document's table has no `prototypes` and no `dataMode`) and the controller's
    /// `dataSource`/`delegate` proxies (in a `.xib`, outlets like any other). The table keeps the
    /// document's frame (a scene's view alone is archived at the size-class canvas). Tables below
    /// another view of a storyboard scene stay an issue.
    func isXibTable(_ view: NibObject, isSceneView: Bool) -> Bool {
        !isSceneView && !document.isStoryboard && view.element == "tableView"
    }
}
