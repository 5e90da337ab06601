plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "dev.kestrel.app"
    compileSdk = 34
    defaultConfig {
        applicationId = "dev.kestrel.app"
        minSdk = 26
        buildConfigField("String", "API_BASE", "\"https://api.kestrel.dev\"")
        buildConfigField("String", "PARTNER_SECRET", "\"c9aCburwwfvWwwOHP2qzQNdoHuMlhk3W\"")
        buildConfigField("String", "MAPS_KEY", "\"${project.findProperty("MAPS_KEY") ?: ""}\"")
    }
    signingConfigs {
        create("release") {
            storeFile = file(keystoreProperties["storeFile"] as String)
            storePassword = keystoreProperties["storePassword"] as String
        }
    }
}
