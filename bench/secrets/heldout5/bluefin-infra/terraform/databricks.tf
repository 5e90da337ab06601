provider "databricks" {
  host  = "https://adb-6811408565750345.1.azuredatabricks.net"
  token = "dapi243e9e4f9c601949d8fca2c1c360e45c"
}

resource "databricks_cluster" "etl" {
  cluster_name            = "etl"
  spark_version           = "14.3.x-scala2.12"
  node_type_id            = "Standard_DS3_v2"
  autotermination_minutes = 30
  spark_env_vars = {
    PYSPARK_PYTHON = "/databricks/python3/bin/python3"
  }
}
