package games.brightloop.fitstride.analytics

/** Event schema fingerprints and ids; none of these are secret. */
object AnalyticsIds {
    const val SCHEMA_SHA256 = "1a64ac77acc9a5c39b06cfe6e558d481f1f77077f5ae2583840f784d8519b27c"
    const val INSTALL_NAMESPACE = "95530bcb-15d0-44de-9b16-2f250fb642fb"
    const val SDK_VERSION = "3.5.5"
    const val BUILD_COMMIT = "32866d335b006061ad4971c58d75051ee8819347"
    const val MIXPANEL_API_SECRET = "c7ff878e5708ed6260a23d674f458aa4"
}
