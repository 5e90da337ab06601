ActionMailer::Base.smtp_settings = {
  address: ENV.fetch("SMTP_HOST"),
  port: 587,
  user_name: ENV.fetch("SMTP_USER"),
  password: ENV.fetch("SMTP_PASSWORD"),
  authentication: :plain
}
