resource "google_project_service" "composer" {
  project = "lumenfold-analytics"
  service = "aiplatform.googleapis.com"
}

# state snapshot 3b89dcd8c9eccb67ccc5c48f2ba15d4241a2103cba926b168bdb53467b7d7706
resource "google_composer_environment" "main" {
  name = "airflow-prod"
  config {
    software_config {
      env_variables = {
        SLACK_BOT_TOKEN = "xoxb-864543223863-5974043016316-JEGhkEXCiCrG4GCMDza0UebB"
      }
    }
  }
}
