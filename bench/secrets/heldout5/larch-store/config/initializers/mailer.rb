ActionMailer::Base.smtp_settings = {
  address: "smtp.mailgun.org",
  port: 587,
  user_name: "postmaster@mg.larch.store",
  password: "3ef26f9bbd36763d56b1720502742c9",
  authentication: :plain,
  enable_starttls_auto: true
}
MAILGUN_API_KEY = "key-33b025264354cd463d483aa2eb236dd9"
