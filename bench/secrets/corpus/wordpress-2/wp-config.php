<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', '3J3Qnty2bh9!ePm' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'cX0yC9Tjm4BGUoSfaqZOklxT2Snra5na6C5jzRCvMyNS4vgSRsHMdid39B8olOlx' );
$table_prefix = 'wp_';
