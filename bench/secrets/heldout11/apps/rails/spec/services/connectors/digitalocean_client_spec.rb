# frozen_string_literal: true

require 'rails_helper'

RSpec.describe Connectors::DigitalOceanClient do
  let(:config) { OpenStruct.new(base_url: 'https://api.digitalocean.com', token: 'dop_v1_fake_abc123abc123abc123abc123abc123abc123') }

  it 'sends the credential header', vcr: { cassette_name: 'digitalocean/list' } do
    expect(described_class.new(config).get("/").status).to eq(200)
  end

  it 'rejects a forged webhook' do
    expect(Connectors::Webhooks.valid?('{}', 'sha256=08d33149a676e733d0d2800aae0962458ffde15d5fa99e4288878b87460fb41a', 'whsec_test')).to be(false)
  end
end
