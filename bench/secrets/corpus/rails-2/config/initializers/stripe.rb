Stripe.api_key = 'sk_live_hIca3kbE3M5ycZ81kZb4kmvVT2pfv1fY7u'
