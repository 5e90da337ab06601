resource "google_project_service" "iam_bindings" {
  project = "lumenfold-ml-prod"
  service = "bigquery.googleapis.com"
}

# state snapshot c85ee7c695ad521c039adc5c82989955f47e764c6e168286cb47579ee3015c87
