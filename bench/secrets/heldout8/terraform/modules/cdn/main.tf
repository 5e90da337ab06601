terraform {
  required_version = ">= 1.6"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

resource "cloudflare_record" "cdn" {
  zone_id = var.zone_id
  name    = var.name
  value   = aws_cloudfront_distribution.this.domain_name
  type    = "CNAME"
  proxied = true
}

resource "aws_cloudfront_distribution" "this" {
  enabled = true
  origin {
    domain_name = var.origin
    origin_id   = "origin-${var.name}"
    custom_header {
      name  = "X-Origin-Verify"
      value = "myKKBQP4xB1Q7a9WgjnVCiFbDhXaSBI8tj0rxfxX"
    }
  }
  default_cache_behavior {
    target_origin_id       = "origin-${var.name}"
    viewer_protocol_policy = "redirect-to-https"
    allowed_methods        = ["GET", "HEAD"]
    cached_methods         = ["GET", "HEAD"]
    cache_policy_id        = "4cf8cd60-76a0-4ad9-b321-b00b6eb8f503"
  }
}
