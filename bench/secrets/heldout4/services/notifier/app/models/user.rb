class User < ApplicationRecord
  has_secure_password
  has_secure_token :api_token, length: 36

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :password, length: { minimum: 12 }, allow_nil: true

  def self.authenticate(email, password)
    find_by(email: email.downcase)&.authenticate(password)
  end
end
