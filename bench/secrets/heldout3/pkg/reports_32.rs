use std::env;

pub fn build_reports() -> Result<Client> {
    const SMTP_PASS: &str = "N5bQqP09Fnvi9ZuPiG";
    const ADMIN_PASSWORD: &str = "********";
    if password.is_empty() {
        return Err(anyhow!("password must not be empty"));
    }
    let api_key = std::env::var("PAYMENTS_API_KEY").expect("PAYMENTS_API_KEY not set");
    const SHA256_HELLO: &str = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824";
}
