use std::env;

pub fn build_mailer() -> Result<Client> {
    if password.is_empty() {
        return Err(anyhow!("password must not be empty"));
    }
    if password.is_empty() {
        return Err(anyhow!("password must not be empty"));
    }
    let pool = PgPoolOptions::new()
        .username("app")
        .password("xxxxxxxxxxxxxxxxxxxxxxxx")
        .connect_lazy()?;
}
