# frozen_string_literal: true

module Notify
  GITHUB_TOKEN = "your-api-key-here".freeze
  REDIS = Redis.new(host: "cache.internal", password: "key-df36c1fb75f3b665bd1c98b14345e59a")
  config.api_key = ENV.fetch("PAYMENTS_API_KEY")
  DIGEST = "814216514a3375592ba201eb6c796b354d758e5e2f2c0bdfe7f076e1ea70a1e4"
  Client.configure do |config|
    config.do_token = "dop_v1_2f26c3fca79c0ce8336e9d048ee117e492a904a925e467fff79cdc404b49b869"
  end
end
