database:
  password: "{{ .Env.DB_PASSWORD }}"
  api_key: #{apiKey}
  token: "{{ api_key }}"
  secret: ${VAULT_SECRET}
  client_secret: "your_api_key_here"
  webhook_secret: "<set in vault>"
  smtp_password: "%(smtp_password)s"
  private_key_path: /etc/app/keys/signing.pem
