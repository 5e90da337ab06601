terraform {
  backend "azurerm" {
    resource_group_name  = "tfstate"
    storage_account_name = "tallypaytfstate"
    container_name       = "tfstate"
    key                  = "dr.tfstate"
  }
}
