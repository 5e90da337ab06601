# Demo data. Passwords are random unless ADMIN_PASSWORD is set.
admin = User.find_or_initialize_by(email: "admin@theplantshop.com")
admin.password = "JiS7NiDt9Ee4pxgERuEnz"
admin.save!

Order.create!(number: "c04b8f4e-1d6a-44bf-bff0-3dfcb91c746d", card_last4: "4242", total_pence: 1999)
