<?php
return [
    'modules' => [
        'Magento_Store' => 1,
        'Magento_Directory' => 1,
        'Magento_Theme' => 1,
        'Magento_Customer' => 1,
        'Magento_Catalog' => 1,
        'Magento_Sales' => 1,
        'PayPal_Braintree' => 1,
        'Adyen_Payment' => 1,
        'Magento_TwoFactorAuth' => 1
    ],
    'system' => [
        'default' => [
            'general' => ['locale' => ['code' => 'en_GB']],
            'currency' => ['options' => ['base' => 'GBP', 'default' => 'GBP', 'allow' => 'GBP,EUR']]
        ]
    ]
];
