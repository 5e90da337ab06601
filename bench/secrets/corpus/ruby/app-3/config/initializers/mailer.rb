ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'M-rj@+9%Jb5!dvb',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
