environment     = "dr"
vpc_cidr        = "10.13.0.0/16"
instance_class  = "db.t4g.medium"
zone_id         = "247b4a4398e3ad48e461da12aa72a10a"
account_id      = "914948576301"
cluster_version = "1.29"
ami_id          = "ami-b117eea3a173f6886"
# master_password comes from TF_VAR_master_password (Vault: secret/platform/rds)
datadog_api_key = "" # set in the workspace
datadog_app_key = "1382a707ece6544653ecb26d31141445bcdba909"
alert_webhook   = "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"
