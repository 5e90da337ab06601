<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'eVak*_Pef%8!4uv' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', '7FjKXZXt1uBolGkS59V8qo5899wCOoFM33YIZcz9gjRRoCEaoGdfIsrpify7Uhdm' );
$table_prefix = 'wp_';
