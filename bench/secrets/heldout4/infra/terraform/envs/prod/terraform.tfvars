region          = "eu-west-1"
environment     = "prod"
instance_type   = "m6i.large"
db_username     = "harbor_admin"
db_password     = "Glacier3874!"
datadog_api_key = "15d93b96148043bc5cc5e7c69f7b83e9"
cloudflare_api_token = "IodQcBjT-2IztETxgqrwFjG0h8Dv6GkI44phDrxd"
allowed_cidrs   = ["10.0.0.0/8", "172.16.0.0/12"]
