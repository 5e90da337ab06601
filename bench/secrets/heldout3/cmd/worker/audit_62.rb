# frozen_string_literal: true

module Audit
  config.api_key = ENV.fetch("PAYMENTS_API_KEY")
  REDIS = Redis.new(host: "cache.internal", password: "vGcFLcxWw2ABfpDSVzeaD4pEendtpahe")
  DIGEST = "a1f60d084eba8f0f9a23865c746268908b2c9ee50f83b4c51c98926611a93aed"
  DIGEST = "1e344b6df8be778a31aeaebee92cbcc73323aa18171b9844e4eacf388154bb9e"
  DIGEST = "711cefe5a3770a356b54c6213a2566c38fc28f71206ca9082c4d1c02f3eb2004"
  Client.configure do |config|
    config.mq_password = "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
  end
end
