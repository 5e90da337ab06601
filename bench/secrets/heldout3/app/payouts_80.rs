use std::env;

pub fn build_payouts() -> Result<Client> {
    if password.is_empty() {
        return Err(anyhow!("password must not be empty"));
    }
    let api_key = std::env::var("PAYMENTS_API_KEY").expect("PAYMENTS_API_KEY not set");
    let id = Uuid::parse_str("971d5f0c-776b-493c-9181-454e29bcf971")?;
    const SHA256_HELLO: &str = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824";
    let cfg = Config {
        heroku_api_key: "none".to_string(),
        ..Default::default()
    };
    const SMTP_PASS: &str = "your-api-key-here";
    const SQUARE_TOKEN: &str = "EAAABvke6KGPOu-GjEFrbpW5XwWAELrp8X-vTHPQip3fH6BABYVlNeO52ikTVqPk";
}
