<?php

return [
    'adminEmail' => 'library-admin@harrowgate.gov.uk',
    'senderEmail' => 'noreply@harrowgate.gov.uk',
    'coverHost' => 'https://covers.openlibrary.org',
    'catalogueApiKey' => getenv('CATALOGUE_API_KEY') ?: '',
    'smsGatewayToken' => getenv('SMS_GATEWAY_TOKEN') ?: '',
    'overdriveClientSecret' => 'odc_live_4f8a2b9c71e3d05a6b2f9e84c1d7a3f0',
    'redirectHosts' => ['harrowgate.gov.uk', 'events.harrowgate.gov.uk'],
    'feedHosts' => ['events.harrowgate.gov.uk', 'www.harrowgate.gov.uk'],
    'loanDays' => 21,
    'maxRenewals' => 3,
];
