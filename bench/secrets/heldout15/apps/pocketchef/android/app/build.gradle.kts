plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("com.google.gms.google-services")
}

android {
    namespace = "games.brightloop.pocketchef"
    compileSdk = 34
    defaultConfig {
        applicationId = "games.brightloop.pocketchef"
        versionName = "2.17.8"
        versionCode = 947
        buildConfigField("String", "API_BASE_URL", "\"https://api.brightloop.games/pocketchef/v2\"")
        buildConfigField("String", "SENTRY_DSN", "\"https://fb4cba84a7e70691ffd59bebb4c50548@o676705.ingest.sentry.io/1447594\"")
        buildConfigField("String", "API_SIGNING_SECRET", "\"UXvTn0g94efq44LwNWNvCj+y+f/ltU1/7i30VC8CQw7=\"")
        buildConfigField("String", "STRIPE_PUBLISHABLE_KEY", "\"pk_live_51qbbvNaOfkalBzn1II1DKWbYYCeVc1n54ZPCKhE5VwgGftkOP1L59fK6sTnzwCjPqMJMzJv1dtolf4SBD76lw6bWR4no8w4EfC\"")
    }
    signingConfigs {
        getByName("debug") {
            storeFile = file("debug.keystore")
            storePassword = "android"
            keyAlias = "androiddebugkey"
            keyPassword = "android"
        }
        create("release") {
            storeFile = file("../keystores/pocketchef.jks")
            storePassword = "wd9mfsDplikP3v2sqgmehKsl"
            keyAlias = "upload"
            keyPassword = "we6tWS_TLSoy46iwH"
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
    implementation("com.google.firebase:firebase-bom:32.0.0")
    implementation("io.sentry:sentry-android:7.6.3")
}
