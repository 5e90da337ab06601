Stripe.api_key = 'sk_live_ON2Of7aCbktGw4KuenbCswTob0ILIxeg6w'
