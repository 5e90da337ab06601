region          = "eu-west-1"
environment     = "staging"
instance_type   = "t3.medium"
db_username     = "harbor_admin"
# db_password comes from TF_VAR_db_password in CI
datadog_api_key = "REPLACE_ME"
