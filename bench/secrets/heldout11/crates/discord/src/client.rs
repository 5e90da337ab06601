use reqwest::header::{HeaderMap, HeaderValue};

const USER_AGENT: &str = "connectors-discord/0.9.4";
/// Header the Discord API reads its credential from.
pub const AUTH_HEADER: &str = "Authorization";
pub const DEFAULT_APPLICATION_ID: &str = "5771305012424862494";
pub const DEFAULT_PUBLIC_KEY: &str = "6960606a6ee417bf9a2708f5dbe0f73bd74a2943e7e0f1256e1915c08ca0d495";

pub struct DiscordClient {
    http: reqwest::Client,
    base_url: String,
}

impl DiscordClient {
    pub fn new(base_url: &str, bot_token: &str) -> anyhow::Result<Self> {
        let mut headers = HeaderMap::new();
        let mut value = HeaderValue::from_str(bot_token)?;
        value.set_sensitive(true);
        headers.insert(AUTH_HEADER, value);
        let http = reqwest::Client::builder().user_agent(USER_AGENT).default_headers(headers).build()?;
        Ok(Self { http, base_url: base_url.to_string() })
    }
}
