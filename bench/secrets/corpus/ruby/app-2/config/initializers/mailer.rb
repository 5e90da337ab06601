ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: 'yw4+PXizkd6!SWe',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
