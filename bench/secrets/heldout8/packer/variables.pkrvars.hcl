region = "eu-west-1"
do_api_token = "dop_v1_5b443b4261ca89030cc2b383ee12b0bdd3aefbf629e30a4630a3f94e3294534f"
ami_users = ["914823546779", "137954458307"]
