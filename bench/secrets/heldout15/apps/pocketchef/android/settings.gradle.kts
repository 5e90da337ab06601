rootProject.name = "pocketchef"
include(":app")
