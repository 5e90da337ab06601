<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'YmmuevUSog1!OE0' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'PnazsijpqHeQrYnxSi4yGzTjlfTNp7lfQnMTWcHxslz7y9bMe8ZkMAsp6ixvnUbb' );
$table_prefix = 'wp_';
