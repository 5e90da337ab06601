ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: '5A3+Ps^f&+2!bpK',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
