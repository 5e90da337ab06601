class User < ApplicationRecord
  has_secure_password
  validates :password, length: { minimum: 12 }, allow_nil: true
  validates :password, format: { with: /\A(?=.*\d)(?=.*[a-z])(?=.*[A-Z])/, message: "must include a digit, a lowercase and an uppercase letter" }

  def self.authenticate(email, password)
    find_by(email: email)&.authenticate(password)
  end
end
