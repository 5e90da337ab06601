import io


def test_create_and_list(logged_in):
    response = logged_in.post(
        "/expenses/new",
        data={"title": "Train to Ghent", "amount": "23.40", "category": "travel", "spent_on": "2024-03-02"},
    )
    assert response.status_code == 302
    page = logged_in.get("/expenses/")
    assert b"Train to Ghent" in page.data


def test_receipt_upload_rejects_exe(logged_in):
    response = logged_in.post(
        "/expenses/new",
        data={"title": "x", "amount": "1", "receipt": (io.BytesIO(b"MZ"), "tool.exe")},
        content_type="multipart/form-data",
    )
    assert response.status_code == 400


def test_search_json_escapes(logged_in):
    response = logged_in.get("/expenses/search.json?q=<b>")
    assert response.is_json


def test_receipt_by_name_blocks_traversal(logged_in):
    response = logged_in.get("/expenses/receipts/..%2f..%2fconfig.py")
    assert response.status_code == 404
