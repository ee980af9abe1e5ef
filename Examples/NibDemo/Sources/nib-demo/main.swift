import NibDemoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs the demo headless and prints what happened. The greeting follows LANGUAGE/LC_ALL/LANG
// (try `LANGUAGE=ja swift run nib-demo`); so does the farewell (`LANGUAGE=de` from a .strings file,
// `LANGUAGE=es` from a String Catalog).
do {
    for line in try Demo.run() { print(line) }
} catch {
    print("error: \(error)")
    exit(1)
}
