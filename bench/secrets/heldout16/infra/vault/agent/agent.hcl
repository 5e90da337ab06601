auto_auth {
  method "kubernetes" {
    config = { role = "payments" }
  }
}
template {
  source      = "/etc/vault/templates/db.ctmpl"
  destination = "/vault/secrets/db.properties"
}
