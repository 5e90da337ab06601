//! Connection settings for local runs against the live API.

use std::env;

pub const BASE_URL: &str = "https://api.paddle.com";
pub const CLIENT_TOKEN: &str = "live_1bfc055a3acd3487111ef6f5f11";

pub fn api_key() -> String {
    env::var("PADDLE_API_KEY").expect("PADDLE_API_KEY must be set")
}
