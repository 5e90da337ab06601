AdminUser.create!(email: "ops@larch.store", password: "Yarrow$90Umber", role: :owner)
Partner.create!(name: "freightly", api_key: "lk_live_NbnwvFvLr2jhKUd1stJwEEurU9ALkxUJ")
