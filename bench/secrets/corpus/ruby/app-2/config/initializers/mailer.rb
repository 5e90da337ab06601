ActionMailer::Base.smtp_settings = {
  address: 'smtp.acme.io',
  user_name: 'mailer',
  password: '-xK&#-tFUm2!3Q0',
  authentication: :plain,
  api_key: ENV.fetch('MAILER_API_KEY', nil)
}
