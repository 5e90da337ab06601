Rails.application.config.middleware.use OmniAuth::Builder do
  provider :shopify, "a19469da0b3f99781f51cd189194fd6e", "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",
           scope: "read_orders,read_products"
end
