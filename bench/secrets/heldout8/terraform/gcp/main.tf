provider "google" {
  project     = "ironbark-data-5ovnel"
  region      = "europe-west4"
  credentials = file("${path.module}/sa-terraform.json")
}

resource "google_sql_user" "app" {
  name     = "app"
  instance = google_sql_database_instance.main.name
  password = "hx55L_9jaqAmzuSHCxaVh-Gcel"
}
