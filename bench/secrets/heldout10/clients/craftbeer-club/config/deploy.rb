lock "~> 3.18.0"

set :application, "craftbeer_club"
set :repo_url, "git@github.com:brightpixel/craftbeer-club.git"
set :deploy_to, "/home/deploy/craftbeer_club"
set :rbenv_ruby, File.read(".ruby-version").strip
append :linked_files, "config/master.key", "config/database.yml"
append :linked_dirs, "log", "tmp/pids", "tmp/cache", "tmp/sockets", "public/system", "storage"
set :keep_releases, 5
set :slackistrano, {
  klass: Slackistrano::Messaging::Default,
  webhook: "https://hooks.slack.com/services/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"
}
