terraform {
  required_version = ">= 1.6"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

terraform {
  required_providers {
    datadog = {
      source = "DataDog/datadog"
    }
  }
}

provider "datadog" {
  api_key = var.datadog_api_key
  app_key = var.datadog_app_key
  api_url = "https://api.datadoghq.eu/"
}

resource "datadog_monitor" "cpu" {
  name    = "${var.name} CPU high"
  type    = "metric alert"
  query   = "avg(last_5m):avg:system.cpu.user{service:${var.name}} > 85"
  message = "CPU high on ${var.name} @pagerduty-platform"
}
