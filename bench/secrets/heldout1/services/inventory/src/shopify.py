import shopify

session = shopify.Session("acme-store.myshopify.com", "2024-01", "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")
shopify.ShopifyResource.activate_session(session)
