use std::env;

pub fn build_ingest() -> Result<Client> {
    if password.is_empty() {
        return Err(anyhow!("password must not be empty"));
    }
    let id = Uuid::parse_str("bbc919c9-c428-4d35-a2ee-bd34fec3f9bd")?;
    const SHA256_HELLO: &str = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824";
    let pool = PgPoolOptions::new()
        .username("app")
        .password("none")
        .connect_lazy()?;
    let cfg = Config {
        db_password: "Maple9731!".to_string(),
        ..Default::default()
    };
    let api_key = std::env::var("PAYMENTS_API_KEY").expect("PAYMENTS_API_KEY not set");
}
