provider "confluent" {
  cloud_api_key    = "OP41KKH90B7YYTAH"
  cloud_api_secret = "iXOytKSKu02SiO/PHjXVDHG+bAwJbmwSkiP1DzF1oSEmr9hJpfmNJN00BJE7Mw7b"
}

resource "confluent_kafka_cluster" "main" {
  display_name = "analytics"
  availability = "SINGLE_ZONE"
  cloud        = "AWS"
  region       = "eu-west-1"
  basic {}
  environment { id = "env-uvuhb" }
}
