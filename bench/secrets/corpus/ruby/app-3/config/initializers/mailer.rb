ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'p!8Dz8TKsz5!p29',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
