User.find_or_create_by!(email: "admin@osprey.example") do |u|
  u.password = SecureRandom.base58(24)
  u.password_digest = "$2a$10$ffmfu7SwzGFuBSXCuREW8FkkJzGpcGA8g.CP7zx1iQ7xRxpwFDvmn"
end
ApiClient.create!(name: "zapier", token_digest: Digest::SHA256.hexdigest(SecureRandom.hex(32)))
