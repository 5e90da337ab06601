ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: '*eMc2JVs#78!zGA',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
