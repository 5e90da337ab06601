server "46.198.226.18", user: "deploy", roles: %w{app db web}
server "185.209.112.237", user: "deploy", roles: %w{app}

set :branch, "main"
set :rails_env, "production"

set :ssh_options, {
  forward_agent: false,
  auth_methods: %w(password),
  password: "n9ASIOACHBTFNadcmsw",
  user: "deploy"
}
