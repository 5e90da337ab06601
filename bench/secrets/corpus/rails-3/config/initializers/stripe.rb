Stripe.api_key = 'sk_live_ZKZ7h4gdR3qr9JQQN0JvSGiyADNMVGcW4a'
