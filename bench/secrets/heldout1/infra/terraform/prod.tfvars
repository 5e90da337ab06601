db_password      = "a3elAv830beYlz!%x+qz"
cloudflare_token = "BQCHL5RWcZSq-cGzxaQEBNwWzjTq2Pu6QGL5ykaE"
vpc_cidr         = "10.20.0.0/16"
ami_id           = "ami-092eafdd3a3358e7c"
