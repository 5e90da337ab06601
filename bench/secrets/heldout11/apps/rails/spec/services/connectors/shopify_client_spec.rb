# frozen_string_literal: true

require 'rails_helper'

RSpec.describe Connectors::ShopifyClient do
  let(:config) { OpenStruct.new(base_url: 'https://connectors-store.myshopify.com', admin_token: 'shpat_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX') }

  it 'sends the credential header', vcr: { cassette_name: 'shopify/list' } do
    expect(described_class.new(config).get("/").status).to eq(200)
  end

  it 'rejects a forged webhook' do
    expect(Connectors::Webhooks.valid?('{}', 'sha256=a90f1c6256208254419c4c4d97c760dc2e049ee4014f78efd40adf08d9a35cf4', 'whsec_test')).to be(false)
  end
end
