ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'AyJyYTxHLf1!uDg',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
