# Demo data. Passwords are random unless ADMIN_PASSWORD is set.
admin = User.find_or_initialize_by(email: "admin@craftbeerclub.co.uk")
admin.password = ENV.fetch("ADMIN_PASSWORD") { SecureRandom.base58(24) }
admin.save!

Order.create!(number: "8a37363f-0140-4744-9f5e-5ebad52f9085", card_last4: "4242", total_pence: 1999)
