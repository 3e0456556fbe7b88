import ToolbarRegistryCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A full disk or a file-size limit must end in a clear error, not a signal: with SIGXFSZ
// ignored, a write past `ulimit -f` fails with EFBIG and SQLite reports SQLITE_FULL.
signal(SIGXFSZ, SIG_IGN)
exit(CLI.main())
