provider "google" {
  project     = "lumenfold-ml-prod"
  credentials = file("sa.json")
}

resource "google_bigquery_dataset" "raw" {
  dataset_id = "raw"
  location   = "EU"
}

resource "google_bigquery_connection" "pg" {
  cloud_sql {
    instance_id = "lumenfold:europe-west1:pg"
    database    = "app"
    type        = "POSTGRES"
    credential {
      username = "bq_federated"
      password = "i1sa1B_b1ZCRWP10"
    }
  }
}
