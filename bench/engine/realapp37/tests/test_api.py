from larder.models import Donor


def test_donor_list_requires_token(client):
    assert client.get("/api/v1/donors/").status_code == 401


def test_pickup_missing_page(client):
    response = client.get("/pickups/missing-safe?code=<b>")
    assert response.status_code == 404
    assert b"&lt;b&gt;" in response.data


def test_donor_created(app):
    Donor.create(name="Corner Bakery", city="Harbor", kind="business")
    assert Donor.select().count() == 1
