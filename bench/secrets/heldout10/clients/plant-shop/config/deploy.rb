lock "~> 3.18.0"

set :application, "plant_shop"
set :repo_url, "git@github.com:brightpixel/plant-shop.git"
set :deploy_to, "/home/deploy/plant_shop"
set :rbenv_ruby, File.read(".ruby-version").strip
append :linked_files, "config/master.key", "config/database.yml"
append :linked_dirs, "log", "tmp/pids", "tmp/cache", "tmp/sockets", "public/system", "storage"
set :keep_releases, 5
set :slackistrano, {
  klass: Slackistrano::Messaging::Default,
  webhook: ENV["SLACK_DEPLOY_WEBHOOK"]
}
