rootProject.name = "fitstride"
include(":app")
