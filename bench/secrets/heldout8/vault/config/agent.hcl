auto_auth {
  method "approle" {
    config = {
      role_id_file_path   = "/etc/vault/role-id"
      secret_id_file_path = "/etc/vault/secret-id"
      remove_secret_id_file_after_reading = true
    }
  }
  sink "file" {
    config = { path = "/run/vault/token" }
  }
}

template {
  contents    = "{{ with secret \"secret/data/platform/api\" }}DATABASE_URL={{ .Data.data.database_url }}{{ end }}"
  destination = "/run/secrets/api.env"
}
