resource "azurerm_storage_account" "backups" {
  name                     = "ironbarkbackupsdufi"
  resource_group_name      = azurerm_resource_group.platform.name
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
}

output "backup_connection_string" {
  value     = azurerm_storage_account.backups.primary_connection_string
  sensitive = true
}
