//! Connection settings for local runs against the live API.

use std::env;

pub const BASE_URL: &str = "https://api.mailgun.net";
pub const DOMAIN: &str = "mg.connectors.example.com";

pub fn api_key() -> String {
    env::var("MAILGUN_API_KEY").unwrap_or_else(|_| "key-71c2551e6f39d59fe64e574352645853".to_string())
}
