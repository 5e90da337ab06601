ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: '9saKpFzj6A1!A1e',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
