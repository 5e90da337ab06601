use reqwest::header::{HeaderMap, HeaderValue};

const USER_AGENT: &str = "connectors-sentry/0.9.4";
/// Header the Sentry API reads its credential from.
pub const AUTH_HEADER: &str = "Authorization";
pub const DEFAULT_DSN: &str = "https://e05fad023ad151628b8ea8d68f3aad26@o614818.ingest.de.sentry.io/6769834";
pub const DEFAULT_ORG: &str = "connectors-inc";

pub struct SentryClient {
    http: reqwest::Client,
    base_url: String,
}

impl SentryClient {
    pub fn new(base_url: &str, auth_token: &str) -> anyhow::Result<Self> {
        let mut headers = HeaderMap::new();
        let mut value = HeaderValue::from_str(auth_token)?;
        value.set_sensitive(true);
        headers.insert(AUTH_HEADER, value);
        let http = reqwest::Client::builder().user_agent(USER_AGENT).default_headers(headers).build()?;
        Ok(Self { http, base_url: base_url.to_string() })
    }
}
