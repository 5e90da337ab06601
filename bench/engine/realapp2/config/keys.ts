// RSA key pair used to sign customer tokens. The public half is also served to the storefront.
export const publicKey = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvX3fK1w8eG2Qm3bN7cYtZ0pJ
r5uH2sL9dQ4kE6wA1nT8yB0vC3xF7gM2hJ5iK8lO1pS4tU7wX0yZ3aB6cD9eF2gH5iJ
8kL1mN4oP7qR0sT3uV6wX9yZ2aB5cD8eF1gH4iJ7kL0mN3oP6qR9sT2uV5wX8yZ1aB4
cD7eF0gH3iJ6kL9mN2oP5qR8sT1uV4wX7yZ0aB3cD6eF9gH2iJ5kL8mN1oP4qR7sT0u
V3wX6yZ9aB2cD5eF8gH1iJ4kL7mN0oP3qR6sT9uV2wX5yZ8aB1cD4eF7gH0iJ3kL6mN
9oP2qR5sT8uV1wX4yZ7aB0cD3eF6gH9iJ2kL5mN8oP1qR4sT7uV0wX3yZ6aB9cD2eF5
QIDAQAB
-----END PUBLIC KEY-----`

export const hmacSecret = 'q8Vt3R2xLw9PzN6mYc4bHk7JdS1fGa5e'

export const supportInboxToken = process.env.SUPPORT_INBOX_TOKEN ?? 'dev-token'
