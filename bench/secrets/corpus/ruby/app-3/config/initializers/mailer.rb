ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'zmkbaUuzW27!I7H',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
