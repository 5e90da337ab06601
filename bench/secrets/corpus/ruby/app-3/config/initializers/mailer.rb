ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: '-dr5aYfiW#3!FbB',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
