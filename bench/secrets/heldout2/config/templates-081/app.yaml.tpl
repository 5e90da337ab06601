database:
  password: "{{ .Env.DB_PASSWORD }}"
  api_key: ********
  token: "none"
  secret: ${VAULT_SECRET}
  client_secret: "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX"
  webhook_secret: "<set in vault>"
  smtp_password: "%(smtp_password)s"
  private_key_path: /etc/app/keys/signing.pem
