use connectors_github::client::GitHubClient;

const FAKE_KEY: &str = "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
const RECORDED_SIGNATURE: &str = "sha256=11751caf4ce3c5906e755247f70c551624dabd20421c08c8f208c603aa253014";

#[tokio::test]
async fn builds_with_a_fake_key() {
    let client = GitHubClient::new("http://127.0.0.1:9", FAKE_KEY);
    assert!(client.is_ok());
    assert!(!connectors_core::webhooks::verify(b"{}", RECORDED_SIGNATURE, b"not-a-real-secret"));
}
