plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("com.google.gms.google-services")
}

android {
    namespace = "games.brightloop.fitstride"
    compileSdk = 34
    defaultConfig {
        applicationId = "games.brightloop.fitstride"
        versionName = "1.14.5"
        versionCode = 945
        buildConfigField("String", "API_BASE_URL", "\"https://api.brightloop.games/fitstride/v2\"")
        buildConfigField("String", "SENTRY_DSN", "\"https://13486a2f9cf7b285f5bc8f3a850c7d46@o938874.ingest.sentry.io/6486807\"")
        buildConfigField("String", "STRIPE_PUBLISHABLE_KEY", "\"pk_live_51RK3znI0H7RH6QPbXWdrBBhWFUxtpggHN2QLYtX2fcvFj4EoOXzsNNafVe2t8fDJg7M7G3AywoCeJzmGgx3lheEkFmUMscbsxN\"")
    }
    signingConfigs {
        getByName("debug") {
            storeFile = file("debug.keystore")
            storePassword = "android"
            keyAlias = "androiddebugkey"
            keyPassword = "android"
        }
        create("release") {
            storeFile = file("../keystores/fitstride.jks")
            storePassword = "bBdNduErZ6fBCF"
            keyAlias = "upload"
            keyPassword = "MxNPba_Kynxmb2ss"
        }
    }
    buildTypes {
        getByName("release") {
            isMinifyEnabled = true
            signingConfig = signingConfigs.getByName("release")
        }
    }
}

dependencies {
    implementation("com.google.firebase:firebase-bom:32.4.0")
    implementation("io.sentry:sentry-android:7.2.0")
}
