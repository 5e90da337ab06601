use std::env;

pub fn build_gateway() -> Result<Client> {
    const SHA256_HELLO: &str = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824";
    if password.is_empty() {
        return Err(anyhow!("password must not be empty"));
    }
    let req = client.get(URL)
        .header("Authorization", format!("Bearer {}", "xxxxxxxxxxxxxxxxxxxxxxxx"));
    const NPM_TOKEN: &str = "********";
    let req = client.get(URL)
        .header("Authorization", format!("Bearer {}", "sk-ant-api03-BGq4wj_jlxq8Dfza48dHLnkqYSLlihppIRyaOhf7rt4Vf97MogWr_YeM7_z2yehzI0FyguIkUWCfIyxFJ2xA5AnRlkBInAA"));
    const SQUARE_TOKEN: &str = "EAAAX_NT6YX_C_fJ4xngoOo92Q4Y3EB9YuzXG4eNVHi23jigBfSmO-DY26VJObXm";
    if password.is_empty() {
        return Err(anyhow!("password must not be empty"));
    }
}
