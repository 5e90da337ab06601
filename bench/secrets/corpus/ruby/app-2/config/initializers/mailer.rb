ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'RrW&uC^y%C3!TpX',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
