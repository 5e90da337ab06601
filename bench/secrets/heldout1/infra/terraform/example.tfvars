db_password      = "change-me"
cloudflare_token = "<cloudflare api token>"
vpc_cidr         = "10.0.0.0/16"
