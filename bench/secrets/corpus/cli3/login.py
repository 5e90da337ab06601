import string

password = input("Password: ")
PASSWORD_CHARS = string.ascii_letters + string.digits
HEADERS = {"Authorization": f"Bearer {TOKEN}"}
assert response.json()["token"] == "expected-token-value"
