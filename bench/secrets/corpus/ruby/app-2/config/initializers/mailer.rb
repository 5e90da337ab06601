ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'NExZ8@*iXE1!uM4',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
