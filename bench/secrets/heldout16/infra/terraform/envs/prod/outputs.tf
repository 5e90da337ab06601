output "db_endpoint" {
  value = module.ledger_db.endpoint
}
output "db_password" {
  value     = module.ledger_db.password
  sensitive = true
}
