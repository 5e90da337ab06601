<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'ztzoq=P9Fg3!SqC' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'v2uhYdNrP661gyngtdrPdNVQuFRcbj5mqNniKWNSqdPS4tmHfxo0d3EYc3mLP1du' );
$table_prefix = 'wp_';
