/// The smallest iOS xib the converter takes: one view, for tests about files, names and
/// processes rather than about the document.
public enum SmallXib {
    public static let oneView = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <view contentMode="scaleToFill" id="a"/>
            </objects>
        </document>

        """
}
