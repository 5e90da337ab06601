use reqwest::header::{HeaderMap, HeaderValue};

const USER_AGENT: &str = "connectors-github/0.9.4";
/// Header the GitHub API reads its credential from.
pub const AUTH_HEADER: &str = "Authorization";
pub const DEFAULT_CLIENT_ID: &str = "Iv1.d4bece2bd8ea2811";
pub const DEFAULT_APP_ID: &str = "137170";

pub struct GitHubClient {
    http: reqwest::Client,
    base_url: String,
}

impl GitHubClient {
    pub fn new(base_url: &str, token: &str) -> anyhow::Result<Self> {
        let mut headers = HeaderMap::new();
        let mut value = HeaderValue::from_str(token)?;
        value.set_sensitive(true);
        headers.insert(AUTH_HEADER, value);
        let http = reqwest::Client::builder().user_agent(USER_AGENT).default_headers(headers).build()?;
        Ok(Self { http, base_url: base_url.to_string() })
    }
}
