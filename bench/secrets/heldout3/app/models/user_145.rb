class User < ApplicationRecord
  has_secure_password
  PASSWORD_FORMAT = /\A(?=.*\d)(?=.*[a-z]).{12,}\z/
end
