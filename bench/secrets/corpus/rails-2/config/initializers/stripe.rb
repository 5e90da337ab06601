Stripe.api_key = 'sk_live_X0osQjnXmmRSdes03ibL5gmI8IqqaSFKC1'
