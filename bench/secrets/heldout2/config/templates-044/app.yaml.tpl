database:
  password: "{{ .Env.DB_PASSWORD }}"
  api_key: sk_live_XXXXXXXXXXXXXXXXXXXXXXXX
  token: "{{ api_key }}"
  secret: ${VAULT_SECRET}
  client_secret: "changeme"
  webhook_secret: "<set in vault>"
  smtp_password: "%(smtp_password)s"
  private_key_path: /etc/app/keys/signing.pem
