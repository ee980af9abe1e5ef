import FuzzDriver

// SwiftPM links every executable with `--defsym main=FuzzCompile_main`; this entry point hands
// control to libFuzzer's driver (the fuzzer's own `main` is not used).
@_cdecl("FuzzCompile_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, testing: fuzzCompile)
}
