ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'eFz-#d3cxi9!Vpl',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
