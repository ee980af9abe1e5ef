import FuzzDriver

// SwiftPM links every executable with `--defsym main=FuzzTemplate_main`; this entry point hands control
// to libFuzzer's driver (the fuzzer's own `main` is not used).
@_cdecl("FuzzTemplate_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, testing: fuzzTemplate)
}
