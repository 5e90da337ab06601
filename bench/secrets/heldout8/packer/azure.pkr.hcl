source "azure-arm" "base" {
  client_id       = "20f3dba1-5950-48f6-9f7f-79de91948b01"
  client_secret   = env("ARM_CLIENT_SECRET")
  subscription_id = "b9f7d875-0dc0-479f-9291-ba417468fc95"
  tenant_id       = "2cee9295-54bb-4ed3-b65e-d30b4fdb5b3b"
  os_type         = "Linux"
  image_publisher = "Canonical"
}
