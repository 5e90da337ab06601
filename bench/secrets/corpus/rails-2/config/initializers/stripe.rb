Stripe.api_key = 'sk_live_WVPXQEbJGZ3we9B7BUu82JtQ4AD9KAh5OL'
