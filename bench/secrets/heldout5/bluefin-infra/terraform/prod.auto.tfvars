region           = "eu-west-1"
instance_count   = 5
datadog_api_key  = "" # set TF_VAR_datadog_api_key
datadog_app_key  = ""
cloudflare_api_token = "REPLACE_WITH_TOKEN"
db_password      = "2b9ff7a0cec131bb44"
allowed_cidrs    = ["10.20.0.0/16"]
