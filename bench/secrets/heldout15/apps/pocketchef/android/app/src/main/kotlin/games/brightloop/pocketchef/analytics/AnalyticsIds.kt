package games.brightloop.pocketchef.analytics

/** Event schema fingerprints and ids; none of these are secret. */
object AnalyticsIds {
    const val SCHEMA_SHA256 = "076bf93c48d82bb5acaf1caa7928ca0b769e3dc904fb9bdd9984821e18691d41"
    const val INSTALL_NAMESPACE = "a54c3c0a-4a08-41df-ae84-1cc52a611e68"
    const val SDK_VERSION = "2.6.3"
    const val BUILD_COMMIT = "e7e2b3775434eda1953b06f65fe9631a67b6dcbb"
}
