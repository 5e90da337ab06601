resource "google_firebase_android_app" "rider" {
  provider     = google-beta
  project      = var.project
  display_name = "Rider"
  package_name = "com.tidewater.rider"
  sha256_hashes = ["21875d3fbf207da266bfafa68c1cfb19be3df37d9be38bf25c1f95fa57e348ca"]
}

resource "google_firebase_apple_app" "rider" {
  provider     = google-beta
  project      = var.project
  display_name = "Rider iOS"
  bundle_id    = "com.tidewater.rider"
  team_id      = "Y7WF4853ZH"
}
