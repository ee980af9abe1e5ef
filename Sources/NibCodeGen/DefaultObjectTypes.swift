import NibCatalog

extension TypeVocabulary {
    /// The default objects of module `NibObjects`, as `NibCatalog` describes them (see
    /// `docs/runtime-api.md`): the same table the runtime registers its default objects from.
    ///
    /// A standard class without a default object of its own is created by the runtime as a
    /// generic object, so outlets to it are typed with the root type, `NibResponder`, which every
    /// object the loader creates derives from.
    package static let defaultObjects = TypeVocabulary(
        types: NibCatalog.standardClasses,
        rootType: NibCatalog.rootType,
        eventType: "NibEvent?",
        modules: ["NibObjects", "NibRuntime"],
        inheritedOutlets: [
            "NibViewController": ["view"],
            "NibWindowController": ["window"],
            "NibApplication": ["delegate", "mainMenu"],
            "NibCollectionViewItem": ["imageView", "textField"],
            "NibComboBox": ["dataSource"],
            "NibNavigationBar": ["delegate"],
            "NibRuleEditor": ["delegate"],
            "NibScrollView": ["delegate"],
            "NibSplitView": ["delegate"],
            "NibTabView": ["delegate"],
            "NibTableCellView": ["imageView", "textField"],
            "NibTableView": ["dataSource", "delegate"],
            "NibTextView": ["delegate"],
            "NibToolbar": ["delegate"],
        ],
        reservedMembers: defaultObjectMembers,
        superclasses: NibCatalog.superclasses
    )

    /// Public members of each default object (its own, not inherited), which a generated
    /// subclass must not declare again. Written from the `NibObjects` sources;
    /// `DefaultObjectMembersTests` reads those sources and fails on a member missing here (it would
    /// show only as a compile error in generated code whose document names an outlet or action
    /// after it).
    static let defaultObjectMembers: [String: Set<String>] = [
        "NibApplication": [
            "areOtherApplicationsHidden", "delegate", "handledStandardActions", "isAboutPanelVisible", "isHidden",
            "isTerminationRequested", "mainMenu", "nibPerformAction", "nibSetOutlet", "performStandardAction",
            "standardActions",
        ],
        "NibArrayController": ["arrangedObjects", "selectionIndexes"],
        "NibBarButtonItem": ["action", "customView", "isEnabled", "performAction", "systemItem", "tag", "title"],
        "NibBox": ["contentView", "title"],
        "NibButton": ["imageNames", "keyEquivalent", "performClick", "setTitle", "state", "title", "titles"],
        "NibCell": ["actions", "bool", "double", "imageName", "properties", "string", "title"],
        "NibCollectionViewItem": ["imageView", "isSelected", "nibSetOutlet", "representedObject", "textField"],
        "NibComboBox": ["dataSource", "items", "nibSetOutlet"],
        "NibControl": [
            "actions", "addAction", "cell", "isEnabled", "isHighlighted", "isSelected", "nibConnectAction",
            "nibSetValue", "sendAction", "sendActions",
        ],
        "NibFormatter": ["setting"],
        "NibGridView": ["columnSpacing", "numberOfColumns", "numberOfRows", "rowSpacing"],
        "NibImageView": ["image", "imageName"],
        "NibLabel": ["font", "nibSetValue", "numberOfLines", "text", "textAlignment", "textColor"],
        "NibLayoutConstraint": [
            "constant", "firstAttribute", "firstItem", "identifier", "isActive", "multiplier", "nibSetValue",
            "priority", "relation", "secondAttribute", "secondItem",
        ],
        "NibMenu": ["addItem", "item", "items", "nextResponder", "supermenuItem", "title"],
        "NibMenuItem": [
            "action", "isEnabled", "isSeparator", "keyEquivalent", "keyEquivalentModifiers", "menu", "nextResponder",
            "nibConnectAction", "performAction", "submenu", "tag", "title",
        ],
        "NibNavigationBar": ["delegate", "items", "nibSetOutlet", "topItem"],
        "NibNavigationController": [
            "navigationBar", "nibSetRelationship", "nibUnwindChildren", "popToRootViewController",
            "popToViewController", "popViewController", "pushViewController", "revealChild", "setViewControllers",
            "topViewController", "viewControllers", "visibleViewController",
        ],
        "NibObjectController": ["content", "isEditable", "objectClassName", "properties"],
        "NibOutlineView": [],
        "NibPageViewController": ["navigationOrientation", "setViewControllers", "transitionStyle", "viewControllers"],
        "NibPassiveObject": ["className", "nibSetValue", "properties", "string"],
        "NibPopUpButton": [
            "indexOfSelectedItem", "itemArray", "menu", "selectItem", "selectedItem", "titleOfSelectedItem",
        ],
        "NibProgressIndicator": [
            "isAnimating", "isIndeterminate", "maxValue", "minValue", "startAnimation", "stopAnimation", "value",
        ],
        "NibRuleEditor": ["delegate", "isNested", "nibSetOutlet"],
        "NibScrollView": ["contentOffset", "contentView", "delegate", "documentView", "nibSetOutlet", "scroll"],
        "NibSearchField": ["recentSearches", "search"],
        "NibSecureTextField": ["displayedText"],
        "NibSegmentedControl": [
            "imageName", "label", "segmentCount", "segmentImageNames", "segmentLabels", "segments", "selectSegment",
            "selectedSegment",
        ],
        "NibSlider": ["maxValue", "minValue", "setValue", "value"],
        "NibSplitView": ["arrangedSubviews", "autosaveName", "delegate", "isVertical", "nibSetOutlet"],
        "NibSplitViewController": [
            "addSplitItem", "detailViewController", "nibSetRelationship", "primaryViewController",
            "secondaryViewController", "setPrimary", "setSupplementary", "showDetail", "splitItems",
            "supplementaryViewController", "viewControllers",
        ],
        "NibStackView": ["arrangedSubviews", "orientation", "spacing"],
        "NibStandardObject": [
            "acceptsUnlistedConnections", "className", "nibConnectAction", "nibSetOutlet", "nibSetOutletCollection",
            "outlet", "unlistedActions", "unlistedOutlets",
        ],
        "NibStepper": ["increment", "maxValue", "minValue", "step", "value"],
        "NibTabBarController": [
            "nibSetRelationship", "nibUnwindChildren", "revealChild", "select", "selectedIndex",
            "selectedViewController", "setViewControllers", "tabsRelationship", "viewControllers",
        ],
        "NibTabView": ["delegate", "nibSetOutlet", "selectItem", "selectedIndex", "selectedItem", "tabViewItems"],
        "NibTabViewController": ["nibSetRelationship", "tabView", "tabsRelationship"],
        "NibTableCell": ["contentView", "reuseIdentifier"],
        "NibTableCellView": ["imageView", "nibSetOutlet", "objectValue", "textField"],
        "NibTableColumn": ["identifier", "title", "width"],
        "NibTableView": ["dataSource", "delegate", "nibSetOutlet", "rowHeight", "tableColumn", "tableColumns"],
        "NibTextField": ["font", "isEditable", "nibSetValue", "placeholder", "text", "textColor"],
        "NibTextView": ["delegate", "isEditable", "isSelectable", "nibSetOutlet", "nibSetValue", "text"],
        "NibTokenField": ["tokenizingCharacters", "tokens"],
        "NibToolbar": ["delegate", "identifier", "items", "nibSetOutlet"],
        "NibToolbarItem": ["action", "identifier", "label", "performAction", "view"],
        "NibTreeController": ["childrenKeyPath"],
        "NibView": [
            "addSubview", "alpha", "autoresizingMask", "backgroundColor", "bounds", "frame", "hostWindow", "isHidden",
            "isUserInteractionEnabled", "nextResponder", "nibSetValue", "properties", "removeFromSuperview", "subviews",
            "superview", "tag", "tintColor", "viewController", "viewWithTag", "window",
        ],
        "NibViewController": [
            "addChild", "ancestor", "children", "definesPresentationContext", "didMove", "dismiss", "isViewLoaded",
            "loadView", "modalPresentationStyle", "navigationController", "nextResponder", "nib", "nibCanPerformUnwind",
            "nibEmbed", "nibName", "nibPerformUnwind", "nibPresent", "nibSetOutlet", "nibSetRelationship", "nibShow",
            "nibShowDetail", "nibTopLevelObjects", "nibUnwind", "nibUnwindChildren", "nibUnwindParent", "parent",
            "performSegue", "platform", "prepare", "present", "presentation", "presentedAncestor",
            "presentedViewController", "presentedViewControllers", "presentingViewController", "registry",
            "relationships", "removeFromParent", "revealChild", "setView", "shouldPerformSegue", "show",
            "showDetailViewController", "shownWindowControllers", "splitViewController", "storyboard",
            "storyboardScene", "tabBarController", "title", "view", "viewDidLoad", "viewIfLoaded", "viewLoadError",
        ],
        "NibWebView": ["delegate", "delegates", "load", "nibSetOutlet", "url"],
        "NibWindow": [
            "contentRect", "contentView", "isFullScreen", "isKeyWindow", "isMiniaturized", "isVisible", "isZoomed",
            "makeKeyAndOrderFront", "nextResponder", "nibPerformAction", "nibSetValue", "nibShowAtLaunch", "orderOut",
            "properties", "setContentView", "standardActions", "subviews", "title", "visibleAtLaunch",
            "windowController",
        ],
        "NibWindowController": [
            "contentViewController", "isWindowLoaded", "loadWindow", "nibCanPerformUnwind", "nibEmbed",
            "nibPerformUnwind", "nibPresent", "nibSetOutlet", "nibSetRelationship", "nibShow", "nibShowDetail",
            "nibTopLevelObjects", "nibUnwind", "nibUnwindChildren", "nibUnwindParent", "performSegue", "prepare",
            "registry", "setContentViewController", "setWindow", "shouldPerformSegue", "showWindow", "storyboard",
            "storyboardScene", "window", "windowDidLoad", "windowLoadError", "windowNib",
        ],
    ]
}
