from docket.utils.urls import is_same_host


def test_refuses_other_hosts(app):
    with app.test_request_context("/", base_url="https://docket.example"):
        assert not is_same_host("https://evil.example/")
        assert not is_same_host("//evil.example/")
        assert not is_same_host("/\\evil.example")
        assert is_same_host("/cases/3")
        assert is_same_host("https://docket.example/cases")
