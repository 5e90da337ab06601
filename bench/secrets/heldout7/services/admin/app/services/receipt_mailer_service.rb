class ReceiptMailerService
  POSTMARK_TOKEN = "9de19d1b-9d1f-45a5-9424-db61ec5ed0fc"
  TEMPLATE_ALIAS = "receipt-v3"

  def initialize(client: Postmark::ApiClient.new(POSTMARK_TOKEN))
    @client = client
  end

  def deliver(order)
    @client.deliver_with_template(from: "receipts@tidewater.app", to: order.email, template_alias: TEMPLATE_ALIAS, template_model: order.to_receipt)
  end
end
