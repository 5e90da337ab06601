<?php
// Adyen credentials for the headless checkout bridge (Alpine Outdoor).
return [
    'environment'  => 'live',
    'live_prefix'  => '5ee0a832ed41af0c-Agency',
    'merchant'     => 'AlpineOutdoorECOM',
    'client_key'   => 'live_7K82CFRSZF83AEZECZDRFVFPMMODM7S1',
    'api_key'      => 'AQEfJuwmBsanF7kNJqwjLUC3PWb+FmLAPghbugWib6ej/54MRoJmfUl8818TDhHkVhJtA4YBGB2JeDaNZnZwze2mCFEj==-botleackteHR1JtDTrVHQ8VulmnB47Mvzvlv+Y1qgsl=-DQX<sJ3OAXBnU0UC',
    'hmac_key'     => getenv('ADYEN_HMAC_KEY'),
];
