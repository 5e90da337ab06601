resource "google_project_service" "gcs_buckets" {
  project = "lumenfold-dwh"
  service = "bigquery.googleapis.com"
}

# state snapshot 2f8a009aec7a6b5ec8317a3e2cab3af40dc855aae7c48af4a65eb307301ba127
