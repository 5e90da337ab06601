from tallybook.utils import security, tokens


def test_login_redirects_to_expenses(client):
    response = client.post("/auth/login", data={"email": "ana@example.com", "password": "pw-ana-123"})
    assert response.status_code == 302
    assert response.headers["Location"].endswith("/expenses/")


def test_login_ignores_foreign_next(client):
    response = client.post(
        "/auth/login", data={"email": "ana@example.com", "password": "pw-ana-123", "next": "https://evil.example/"}
    )
    assert "evil.example" not in response.headers["Location"]


def test_wrong_password(client):
    response = client.post("/auth/login", data={"email": "ana@example.com", "password": "nope"})
    assert response.status_code == 401


def test_legacy_digest_is_hex():
    assert len(security.legacy_digest("secret")) == 32


def test_invite_tokens_are_unique():
    assert tokens.invite_token() != tokens.invite_token()
