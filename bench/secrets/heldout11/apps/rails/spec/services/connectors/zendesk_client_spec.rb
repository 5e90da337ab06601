# frozen_string_literal: true

require 'rails_helper'

RSpec.describe Connectors::ZendeskClient do
  let(:config) { OpenStruct.new(base_url: 'https://connectors.zendesk.com', api_token: 'EXAMPLE000000000000000000000000000000000') }

  it 'sends the credential header', vcr: { cassette_name: 'zendesk/list' } do
    expect(described_class.new(config).get("/").status).to eq(200)
  end

  it 'rejects a forged webhook' do
    expect(Connectors::Webhooks.valid?('{}', 'sha256=95e3ff1e2067c1190708f81520e82e4b64c8736fa0f66bb28a01a96b911f5b5a', 'not-a-real-secret')).to be(false)
  end
end
