Stripe.api_key = 'sk_live_l8jXKQKvHm0WGQAiqVevPzCvDA1ekWqDxw'
