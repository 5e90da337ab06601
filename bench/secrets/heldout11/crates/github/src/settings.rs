//! Connection settings for local runs against the live API.

use std::env;

pub const BASE_URL: &str = "https://api.github.com";
pub const CLIENT_ID: &str = "Iv1.d4bece2bd8ea2811";
pub const APP_ID: &str = "137170";
pub const TOKEN: &str = "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX";

pub fn webhook_secret() -> String {
    env::var("GITHUB_WEBHOOK_SECRET").unwrap_or_else(|_| "dev-placeholder".to_string())
}
