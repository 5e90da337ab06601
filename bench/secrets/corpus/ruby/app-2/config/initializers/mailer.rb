ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: '5_dN-pHzRZ7!riw',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
