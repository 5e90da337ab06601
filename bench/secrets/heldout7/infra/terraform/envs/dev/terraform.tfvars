environment             = "dev"
cloudflare_zone_id      = "a017cabcee434a25bacb70f9c39ec68e"
datadog_api_key         = "" # set TF_VAR_datadog_api_key
pagerduty_service_id    = "PY4TDHK"
pagerduty_integration_key = "947289ee83e9a0b4b63ac6e25a7efa1a"
certificate_arn         = "arn:aws:acm:us-east-1:772764151326:certificate/22b1a0f5-e520-49e9-b0b6-30ac65af1027"
