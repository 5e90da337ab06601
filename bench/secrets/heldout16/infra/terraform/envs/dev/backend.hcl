bucket = "tallypay-tfstate-dev"
key = "dev/terraform.tfstate"
region = "eu-west-1"
dynamodb_table = "tf-locks-dev"
