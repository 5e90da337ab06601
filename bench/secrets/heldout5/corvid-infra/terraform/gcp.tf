provider "google" {
  project     = "corvid-prod-368748"
  region      = "europe-west4"
  credentials = file("${path.module}/../secrets/terraform-sa.json")
}

resource "google_sql_user" "app" {
  name     = "app"
  instance = google_sql_database_instance.main.name
  password = random_password.app.result
}

resource "google_sql_user" "readonly" {
  name     = "metabase"
  instance = google_sql_database_instance.main.name
  password = "Marlin!1617Sorrel"
}
