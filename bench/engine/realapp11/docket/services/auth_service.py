from ..repositories.user_repo import UserRepository
from ..utils import hashing, tokens


class AuthService:
    def __init__(self, users=None):
        self.users = users or UserRepository()

    def authenticate(self, username, password):
        row = self.users.find_login(username)
        if row and hashing.verify_password(row["password_hash"], password):
            return row
        return None

    def start_reset(self, email):
        row = self.users.find_by_email(email)
        if not row:
            return None
        token = tokens.password_reset_token()
        code = tokens.sms_code()
        return {"user_id": row["id"], "token": token, "code_digest": hashing.reset_code_digest(code), "code": code}

    def change_password(self, user_id, new_password):
        self.users.set_password(user_id, hashing.hash_password(new_password))
