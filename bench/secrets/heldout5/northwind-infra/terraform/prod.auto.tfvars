region           = "eu-west-1"
instance_count   = 5
datadog_api_key  = "8c2b1ef8d14592d85156aebd2f42575f"
datadog_app_key  = ""
cloudflare_api_token = "c6IWbjyySTgzOw-QxGF3ragm8Lq05RO1WWvecV0S"
db_password      = "Itmm_mdpWsLbAQ7-4HY4"
allowed_cidrs    = ["10.20.0.0/16"]
