<?php
return [
    'backend' => [
        'frontName' => 'admin_eoi3vn'
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
            'password' => '',
            'virtualhost' => '/'
        ]
    ],
    'crypt' => [
        'key' => 'j58a3hzwrosyfalryawpxqm1kb20nwd5'
    ],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => 'mysql.internal',
                'dbname' => 'alpine_outdoor',
                'username' => 'magento',
                'password' => 'quartz-plover-thistle-271',
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
            'password' => '',
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
                'id_prefix' => '790_',
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
                    'merchant_id' => 'haw720as8mgfq4id',
                    'public_key' => '0:3:/bc1lfTRUf+VrC9Iw+IRh4q4sENQeyGI/IlxYl0Iod57F/uOdqrKorz+sF16LASU',
                    'private_key' => '0:3:II+IK0uJPG4PI8ViCuUgDUtIEw7lfDCwbQzdHPy7zbkKdcb7w6F/rIWhqxWW+88O'
                ]
            ],
            'web' => [
                'secure' => [
                    'base_url' => 'https://alpineoutdoor.com/'
                ]
            ]
        ]
    ],
    'directories' => [
        'document_root_is_pub' => true
    ],
    'install' => [
        'date' => 'Thu, 20 Mar 2023 10:22:31 +0000'
    ]
];
