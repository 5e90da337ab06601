Rails.application.config.middleware.use OmniAuth::Builder do
  provider :google_oauth2,
           "125012280520-q8ahgx58ub3nllsvtj8csw98vxb7lfki.apps.googleusercontent.com",
           "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",
           scope: "email,profile", prompt: "select_account"
  provider :github,
           "Ov23lipowOdE2GV2JkgD",
           "de9a6056f8f819a82cdb824b23caa492f6cef429",
           scope: "read:user,user:email"
  provider :developer if Rails.env.development?
end
