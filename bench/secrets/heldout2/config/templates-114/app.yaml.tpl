database:
  password: "{{ .Env.DB_PASSWORD }}"
  api_key: REPLACE_ME
  token: "********"
  secret: ${VAULT_SECRET}
  client_secret: "%s"
  webhook_secret: "<set in vault>"
  smtp_password: "%(smtp_password)s"
  private_key_path: /etc/app/keys/signing.pem
