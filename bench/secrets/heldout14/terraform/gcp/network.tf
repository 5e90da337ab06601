resource "google_project_service" "network" {
  project = "lumenfold-ml-prod"
  service = "aiplatform.googleapis.com"
}

# state snapshot fd6921ef4f71b3e7c732f585c33d62c926c947575398cad1ee72bb7ce41624c2
