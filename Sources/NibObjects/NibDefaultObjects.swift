import NibCatalog
import NibRuntime

/// The standard UIKit and AppKit class names and the default objects that stand for them.
///
/// Which default object stands for which class is written once, in `NibCatalog`, which the code
/// generator reads too; this type adds what only the runtime has: the class that implements each.
public enum NibDefaultObjects {
    /// Class name → default object, for both toolkits, sorted by class name.
    public static let classes: [Entry] = NibCatalog.standardClasses.sorted { $0.key < $1.key }.compactMap {
        name, typeName in
        implementations[typeName].map { Entry(name: name, typeName: typeName, factory: $0) }
    }

    /// Default object type name → the factory that creates it: every default object `NibObjects`
    /// implements, named by its Swift type so the catalogue's names match them.
    static let implementations: [String: NibFactory] = {
        var table: [String: NibFactory] = [:]
        func add(_ types: [NibResponder.Type]) {
            for type in types { table[String(describing: type)] = { type.init(coder: $0) } }
        }
        func add(_ types: [NibPassiveObject.Type]) {
            for type in types { table[String(describing: type)] = { type.init(coder: $0) } }
        }
        add([
            NibView.self, NibGridView.self, NibNavigationBar.self, NibScrollView.self, NibStackView.self, NibBox.self,
            NibTabView.self, NibSplitView.self, NibTextView.self, NibProgressIndicator.self, NibWebView.self,
            NibLabel.self, NibImageView.self, NibTableCell.self, NibTableCellView.self,
            NibControl.self, NibTableView.self, NibOutlineView.self, NibRuleEditor.self, NibSegmentedControl.self,
            NibSlider.self, NibStepper.self, NibButton.self, NibPopUpButton.self, NibTextField.self,
            NibSecureTextField.self, NibSearchField.self, NibComboBox.self, NibTokenField.self,
            NibTableColumn.self, NibWindow.self, NibMenu.self, NibMenuItem.self, NibCell.self,
            NibViewController.self, NibNavigationController.self, NibTabBarController.self, NibTabViewController.self,
            NibSplitViewController.self, NibPageViewController.self, NibCollectionViewItem.self,
            NibWindowController.self, NibApplication.self, NibToolbar.self, NibToolbarItem.self, NibBarButtonItem.self,
            NibObjectController.self, NibArrayController.self, NibTreeController.self,
        ])
        add([NibLayoutConstraint.self, NibFormatter.self])
        return table
    }()

    /// One standard class and the default object that stands for it.
    public struct Entry: Sendable {
        /// The standard class name (`NSTableView`).
        public var name: String
        /// The default object's Swift type name (`NibTableView`).
        public var typeName: String
        /// Creates the default object.
        public var factory: NibFactory
    }

    /// The standard class names the default objects stand for.
    public static let names: Set<String> = Set(classes.map(\.name))

    /// Registers every default object in `registry`.
    public static func register(in registry: NibClassRegistry) {
        for entry in classes { registry.register(entry.name, factory: entry.factory) }
    }
}

extension NibClassRegistry {
    /// A registry holding the default objects: the parent for an app's registry
    /// (`NibClassRegistry(parent: .defaultObjects)`), or used as is.
    public static let defaultObjects: NibClassRegistry = {
        let registry = NibClassRegistry()
        NibDefaultObjects.register(in: registry)
        return registry
    }()
}
