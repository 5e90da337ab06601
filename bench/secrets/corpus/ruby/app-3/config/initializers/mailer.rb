ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'sRAUd7FQPq0!Pi1',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
