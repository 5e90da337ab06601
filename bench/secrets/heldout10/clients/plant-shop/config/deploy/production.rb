server "46.50.26.189", user: "deploy", roles: %w{app db web}
server "94.39.130.10", user: "deploy", roles: %w{app}

set :branch, "main"
set :rails_env, "production"

set :ssh_options, {
  forward_agent: false,
  keys: %w(~/.ssh/id_ed25519),
  auth_methods: %w(publickey),
  user: "deploy"
}
