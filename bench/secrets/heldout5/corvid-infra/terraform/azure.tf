provider "azurerm" {
  features {}
  subscription_id = "b063c6d6-a0f6-4e92-8ea4-61fcbb780e0e"
  tenant_id       = "8d828f04-9f87-40c3-8999-0f50e9a6c498"
  client_id       = "2a0de1ce-a28e-450e-a84f-5b5b7f206eca"
  client_secret   = "2mX8Q~vZnkZk_RwBevazbnXaOi0DOHBh_L6L1iYs"
}

resource "azurerm_storage_account" "logs" {
  name                     = "corvidlogs2148"
  resource_group_name      = "rg-corvid-prod"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
}

resource "azurerm_key_vault_secret" "sql_admin" {
  name         = "sql-admin-password"
  value        = "J5KjhMkOoUEb0q4P0F4sQAu9K8O29ngBsv0b"
  key_vault_id = azurerm_key_vault.main.id
}

resource "azurerm_key_vault_secret" "sendgrid" {
  name         = "sendgrid-api-key"
  value        = var.sendgrid_api_key
  key_vault_id = azurerm_key_vault.main.id
}

output "storage_primary_key" {
  value     = azurerm_storage_account.logs.primary_access_key
  sensitive = true
}
