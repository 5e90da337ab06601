# Checksums of the vendor files we accept, pinned at release time.
PINNED = {
    "vendor-2024-01.csv": "b9bce01be543bef503a706383dbcc47a6fa169c17df1001cb80687436c6a455a",
    "vendor-2024-02.csv": "65da47169b5487d0cf319166e275726ab872431f3f90b35229bd6acd886763f8",
    "vendor-2024-03.csv": "fe5a79cebe3bfa1de61d3d494689aa02adb0168a6be1d8f153cc1fef1765c8b5",
}
COMMITS = ["80a4cfc649bc4972101681b7231cab557eafb8e0", "96d99627e5c79e7a3737ff9f0cdb1702c65544a7"]
