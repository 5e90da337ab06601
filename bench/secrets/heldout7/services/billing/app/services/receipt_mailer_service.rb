class ReceiptMailerService
  POSTMARK_TOKEN = ENV.fetch("POSTMARK_API_TOKEN")
  TEMPLATE_ALIAS = "receipt-v3"

  def initialize(client: Postmark::ApiClient.new(POSTMARK_TOKEN))
    @client = client
  end

  def deliver(order)
    @client.deliver_with_template(from: "receipts@tidewater.app", to: order.email, template_alias: TEMPLATE_ALIAS, template_model: order.to_receipt)
  end
end
