<?php
return [
    'backend' => [
        'frontName' => 'admin_ae7yq1'
    ],
    'remote_storage' => [
        'driver' => 'file'
    ],
    'queue' => [
        'consumers_wait_for_messages' => 1,
        'amqp' => [
            'host' => 'rabbitmq.internal',
            'port' => '5672',
            'user' => 'magento',
            'password' => 'b468c52e6fa859a8',
            'virtualhost' => '/'
        ]
    ],
    'crypt' => [
        'key' => ''
    ],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => '10.0.3.12',
                'dbname' => 'velvet_fashion',
                'username' => 'magento',
                'password' => 'meadow-willow-bramble-2',
                'model' => 'mysql4',
                'engine' => 'innodb',
                'initStatements' => 'SET NAMES utf8;',
                'active' => '1',
                'driver_options' => [
                    1014 => false
                ]
            ]
        ]
    ],
    'resource' => [
        'default_setup' => [
            'connection' => 'default'
        ]
    ],
    'x-frame-options' => 'SAMEORIGIN',
    'MAGE_MODE' => 'production',
    'session' => [
        'save' => 'redis',
        'redis' => [
            'host' => 'redis.internal',
            'port' => '6379',
            'password' => 'IMcLK_sJSv2BP-0Okz',
            'timeout' => '2.5',
            'persistent_identifier' => '',
            'database' => '2',
            'compression_threshold' => '2048',
            'compression_library' => 'gzip',
            'log_level' => '4',
            'max_concurrency' => '6',
            'break_after_frontend' => '5',
            'break_after_adminhtml' => '30',
            'first_lifetime' => '600',
            'bot_first_lifetime' => '60',
            'bot_lifetime' => '7200',
            'disable_locking' => '0',
            'min_lifetime' => '60',
            'max_lifetime' => '2592000'
        ]
    ],
    'cache' => [
        'frontend' => [
            'default' => [
                'id_prefix' => '328_',
                'backend' => 'Magento\\Framework\\Cache\\Backend\\Redis',
                'backend_options' => [
                    'server' => 'redis.internal',
                    'database' => '0',
                    'port' => '6379',
                    'password' => '',
                    'compress_data' => '1'
                ]
            ]
        ],
        'allow_parallel_generation' => false
    ],
    'system' => [
        'default' => [
            'payment' => [
                'braintree' => [
                    'merchant_id' => 'qilfhfvnlv0hvm7v',
                    'public_key' => '0:3:yxswqjrGiFhT1LZMvrZwmpqsFb+vNLI9cP4BItiBMTNm0Gj2m8ScKe8Ym0JG8HPK',
                    'private_key' => '0:3:0BPMrcLmrJ7fEduiUdbLg0N2Kn4I4HdeWUCqF0RKA+8dJY7/19oZKw7KjvAE12XJ'
                ]
            ],
            'web' => [
                'secure' => [
                    'base_url' => 'https://velvetfashion.co.uk/'
                ]
            ]
        ]
    ],
    'directories' => [
        'document_root_is_pub' => true
    ],
    'install' => [
        'date' => 'Wed, 14 Mar 2024 10:22:31 +0000'
    ]
];
