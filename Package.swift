// swift-tools-version: 6.0
// StoryChop: family voice stories → a folder-per-story archive, an offline site, a ZIP bundle.
//
// Targets follow the pipeline and depend one way:
//   storychop (CLI) → Workflows → Ingest / Site / Bundle / Transcribe → StoryArchive (the archive model) → StoryCore
//   The stages are siblings: none links another's work, but for two checks (Ingest verifies a bundle
//   with Bundle before reading it; Site reads back what it built with SiteCheck).
//   Workflows: what spans stages, as one call each (export: build the site, then pack it, under one lock),
//   so that no stage depends on another to sequence them.
//   Sharing and Serve take the built site beyond this computer (publish, the private copy; serve),
//   sharing only what Sharing's SharedFiles allows.
//   StoryCore: the toolkit every stage shares (the error shape, JSON, threads, bounded reads).
//   AudioProbe, Transcript, ZipIO (libarchive), XMLIO (libxml2) and QRCode (libqrencode) are small
//   libraries of their own.
import PackageDescription

let package = Package(
    name: "StoryChop",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "storychop", targets: ["storychop"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // System libraries from Debian's -dev packages.
        .systemLibrary(name: "CArchive", pkgConfig: "libarchive", providers: [.apt(["libarchive-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        // What glibc has and Swift's Glibc module leaves out (syncfs, for ingest's batches; closefrom, for engines).
        .systemLibrary(name: "CLinuxExtras"),

        // Small libraries of their own.
        .target(name: "AudioProbe"),
        // A photo's format and size from its headers (JPEG, PNG, WebP, HEIC); refuses cut-off files and bombs.
        .target(name: "PhotoProbe", dependencies: ["StoryCore"]),
        .target(name: "Transcript"),
        .target(name: "ZipIO", dependencies: ["CArchive"]),
        .target(name: "XMLIO", dependencies: ["CLibXML2"]),
        // A QR code's modules from libqrencode: the terminal's code for `serve --lan`, a printed book's later.
        .target(name: "QRCode", dependencies: ["CQREncode"]),
        .target(name: "SiteCheck", dependencies: ["XMLIO", "StoryArchive", "StoryCore"]),

        // What every stage shares and that knows nothing of stories: errors, JSON, threads, files.
        .target(name: "StoryCore"),

        // The archive model: story.json, storychop.yml, the folder layout, locking, atomic adds.
        .target(name: "StoryArchive", dependencies: [
            "StoryCore", "CLinuxExtras",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "Yams", package: "Yams"),
        ]),

        // Pipeline stages. Ingest checks a StoryChop bundle with Bundle's verify before it reads one.
        .target(name: "Ingest", dependencies: ["StoryArchive", "StoryCore", "AudioProbe", "PhotoProbe", "Transcript", "ZipIO", "Bundle"]),

        // Site reads back what it built with SiteCheck.
        .target(name: "Site", dependencies: [
            "StoryArchive", "StoryCore", "Transcript", "XMLIO", "SiteCheck", "PhotoProbe", "AudioProbe",
            .product(name: "Crypto", package: "swift-crypto"),
        ], plugins: ["EmbedResourcesPlugin"]),

        // Packs a built site and the archive into a ZIP (export), checks one (verify), mends an archive (repair).
        .target(name: "Bundle", dependencies: ["StoryArchive", "StoryCore", "ZipIO", "Transcript", "PhotoProbe", .product(name: "Crypto", package: "swift-crypto")]),

        // Runs a separate transcription program (never linked in) and keeps what it writes.
        .target(name: "Transcribe", dependencies: ["StoryArchive", "StoryCore", "Transcript", "CLinuxExtras"]),

        // Sharing the built site beyond this computer: what may leave it (SharedFiles), publishing, the private copy.
        .target(name: "Sharing", dependencies: ["StoryArchive", "StoryCore", "Site",
            // The private site: AES-GCM, HMAC and SHA-256 (Crypto), PBKDF2 (_CryptoExtras).
            .product(name: "Crypto", package: "swift-crypto"), .product(name: "_CryptoExtras", package: "swift-crypto")]),

        // `storychop book`: a print-ready PDF of the stories, typeset by a separate program (WeasyPrint),
        // from the site's templates, display text and photo recipe (Site's `package` parts).
        .target(name: "Book", dependencies: ["StoryArchive", "StoryCore", "Site", "Transcript", "PhotoProbe", "QRCode",
                                             .product(name: "Crypto", package: "swift-crypto")]),

        // Workflows over several stages: export builds the site (Site), then packs it (Bundle), under one lock.
        .target(name: "Workflows", dependencies: ["StoryArchive", "Site", "Bundle"]),

        // `storychop serve`: the built site over HTTP (Hummingbird), rebuilt and reloaded as the archive changes.
        .target(name: "Serve", dependencies: [
            "StoryArchive", "StoryCore", "Site", "Sharing",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "CompressNIO", package: "compress-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ]),

        // Built-in templates and themes, compiled into the binary so it runs anywhere.
        .executableTarget(name: "EmbedResources", path: "Sources/EmbedResources"),
        .plugin(name: "EmbedResourcesPlugin", capability: .buildTool(), dependencies: ["EmbedResources"],
                path: "Sources/EmbedResourcesPlugin"),

        // The command line: argument parsing and printing only.
        .executableTarget(name: "storychop", dependencies: [
            "StoryArchive", "StoryCore", "Ingest", "AudioProbe", "PhotoProbe", "Site", "Bundle", "SiteCheck", "Transcribe", "Workflows", "Sharing", "Serve", "QRCode", "Book",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .target(name: "TestSupport", dependencies: ["StoryArchive", "StoryCore"], path: "Tests/TestSupport"),
        .testTarget(name: "AudioProbeTests", dependencies: ["AudioProbe", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "PhotoProbeTests", dependencies: ["PhotoProbe", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "TranscriptTests", dependencies: ["Transcript", "TestSupport"]),
        .testTarget(name: "ZipIOTests", dependencies: ["ZipIO", "CArchive", "TestSupport"]),
        .testTarget(name: "StoryArchiveTests", dependencies: ["StoryCore", "StoryArchive", "TestSupport"]),
        .testTarget(name: "IngestTests", dependencies: ["StoryCore", "Ingest", "TestSupport", "ZipIO"]),
        .testTarget(name: "XMLIOTests", dependencies: ["XMLIO", "CLibXML2"]),
        .testTarget(name: "SiteCheckTests", dependencies: ["SiteCheck", "XMLIO"]),
        .testTarget(name: "SiteTests", dependencies: ["Site", "SiteCheck", "XMLIO", "TestSupport", "Ingest"]),
        .testTarget(name: "BundleTests", dependencies: [
            "Bundle", "StoryCore", "Ingest", "StoryArchive", "ZipIO", "CArchive", "TestSupport", "Workflows", .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .testTarget(name: "TranscribeTests", dependencies: ["Transcribe", "StoryArchive", "StoryCore", "TestSupport"]),
        .testTarget(name: "SharingTests", dependencies: ["Sharing", "StoryArchive", "StoryCore", "TestSupport", "Site"]),
        .testTarget(name: "ServeTests", dependencies: [
            "Serve", "QRCode", "StoryCore", "TestSupport", "storychop",
            .product(name: "CompressNIO", package: "compress-nio"), .product(name: "NIOCore", package: "swift-nio"),
        ]),
        .testTarget(name: "BookTests", dependencies: ["Book", "Site", "StoryArchive", "StoryCore", "TestSupport", "QRCode"]),
        .testTarget(name: "CLITests", dependencies: ["storychop", "StoryArchive", "Transcribe", "ZipIO", "TestSupport", "Sharing"]),
    ],
    swiftLanguageModes: [.v6]
)

// The fuzz targets (Tests/Fuzz, docs/testing.md): one executable whose entry point is libFuzzer's,
// so it has no main and links libFuzzer's. Declared only when scripts/fuzz.sh builds it
// (STORYCHOP_FUZZ=1, with coverage instrumentation): a normal `swift build` or `swift test` never sees it.
if Context.environment["STORYCHOP_FUZZ"] == "1" {
    package.targets.append(.executableTarget(
        name: "storychop-fuzz", dependencies: ["AudioProbe", "PhotoProbe", "Transcript", "ZipIO", "StoryArchive", "Ingest", "Site"],
        path: "Tests/Fuzz", exclude: ["Corpus"], swiftSettings: [.unsafeFlags(["-parse-as-library"])], linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]))
}
