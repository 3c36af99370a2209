// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MyShopApp",
    dependencies: [
        .package(name: "AuditKitLinux", path: "../..")
    ],
    targets: [
        .target(name: "MyShopApp", dependencies: [.product(name: "AuditKitLinux", package: "AuditKitLinux")]),
        .testTarget(
            name: "MyShopAppTests",
            dependencies: [
                "MyShopApp",
                .product(name: "AuditKitLinuxTestSupport", package: "AuditKitLinux"),
                .product(name: "QuoteApp", package: "AuditKitLinux"),  // the sample app the docs' examples use
            ]),
    ]
)
