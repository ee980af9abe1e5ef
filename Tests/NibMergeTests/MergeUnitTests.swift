import NibMerge
import XCTest
