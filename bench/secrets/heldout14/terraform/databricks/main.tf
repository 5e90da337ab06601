provider "databricks" {
  host  = "https://adb-3768985824492402.8.azuredatabricks.net"
  token = var.databricks_token
}

resource "databricks_secret" "openai" {
  scope        = databricks_secret_scope.llm.name
  key          = "openai"
  string_value = var.openai_key
}

resource "databricks_cluster" "shared" {
  spark_version = "14.3.x-scala2.12"
  spark_conf = {
    "fs.azure.account.key.lumenfoldlake.dfs.core.windows.net" = "{{secrets/adls/key}}"
  }
}
