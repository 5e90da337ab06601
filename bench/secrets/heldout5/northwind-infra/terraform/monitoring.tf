resource "datadog_monitor" "api_latency" {
  name    = "API p99 latency"
  type    = "metric alert"
  query   = "avg(last_5m):p99:trace.http.request.duration{service:api} > 1.5"
  message = "p99 latency above 1.5s @slack-ops-alerts"
}

resource "github_actions_secret" "deploy" {
  repository      = "api"
  secret_name     = "DEPLOY_KEY"
  plaintext_value = "ghs_29aefiq4Pm86UEcsRPK7EQRpk5QBPB8m8EJn"
}

resource "github_actions_variable" "region" {
  repository    = "api"
  variable_name = "AWS_REGION"
  value         = "eu-west-1"
}

resource "pagerduty_service" "api" {
  name = "api"
  escalation_policy = "PYDUP2A"
}
