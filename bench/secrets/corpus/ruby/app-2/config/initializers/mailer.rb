ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'bR*!aUWfD83!dhC',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
