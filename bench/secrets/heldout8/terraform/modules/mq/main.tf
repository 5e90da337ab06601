terraform {
  required_version = ">= 1.6"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

resource "aws_mq_broker" "this" {
  broker_name        = var.name
  engine_type        = "RabbitMQ"
  engine_version     = "3.12.13"
  host_instance_type = "mq.m5.large"
  user {
    username = "platform"
    password = "9mdNQ_WZIyHGv4-Mx4D"
  }
}
