provider "github" {
  owner = "acme"
  token = "ghp_fvZKL5Kk8biDLPPaTW250ZvwOtHNyGqFkuHC"
}

resource "github_actions_secret" "npm" {
  repository      = "platform"
  secret_name     = "NPM_TOKEN"
  plaintext_value = var.npm_token
}
