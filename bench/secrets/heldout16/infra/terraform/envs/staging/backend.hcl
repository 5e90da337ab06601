bucket = "tallypay-tfstate-staging"
key = "staging/terraform.tfstate"
region = "eu-west-1"
dynamodb_table = "tf-locks-staging"
