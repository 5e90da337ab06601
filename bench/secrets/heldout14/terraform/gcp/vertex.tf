resource "google_project_service" "vertex" {
  project = "lumenfold-analytics"
  service = "storage.googleapis.com"
}

# state snapshot c94a3bde8047b02254e754d7a1728451c7a37f518e0ba897875b4d726a78f5cb
