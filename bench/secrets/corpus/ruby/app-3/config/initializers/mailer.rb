ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'Bs78hAxak99!0B5',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
