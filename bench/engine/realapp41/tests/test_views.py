def test_shop_lists_products(client):
    response = client.get("/shop")
    assert response.status_code == 200
    assert b"Chisel" in response.data


def test_search_v2_binds_term(client):
    response = client.get("/shop/search/v2", query_string={"q": "Chi"})
    assert b"Chisel" in response.data


def test_hello_escapes_name(client):
    response = client.get("/hello", query_string={"name": "<i>x</i>"})
    assert b"&lt;i&gt;" in response.data


def test_go_only_knows_landing_pages(client):
    response = client.get("/go", query_string={"page": "https://elsewhere.test"})
    assert response.headers["Location"] == "/"
