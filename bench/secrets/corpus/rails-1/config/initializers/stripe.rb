Stripe.api_key = 'sk_live_YykcASbg7FtZegD1Y0X1fQpjE0AXsL08Rz'
