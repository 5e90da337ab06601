Stripe.api_key = 'sk_live_Hd92ZfxCopPhbhZWcgFhSESavxVlY7V3JQ'
