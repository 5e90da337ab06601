environment = "prod"
instance_count = 3
db_master_password = "violet-DxKoY6MoW9"
datadog_api_key = "" # set in TF_VAR_datadog_api_key
storage_connection_string = null
vpc_id = "vpc-520f6fa906da8556c"
